import '../../setup/dom.ts';
import { act, useRef } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PlainButton } from '../../../src/ui/feedback/plain-button.tsx';
import { $, click, focus, press, render } from '../../helpers/interact.ts';

const buttonSuite = suite('PlainButton');

buttonSuite('is a native button named by its text or aria-label, pressed by click, Enter and Space', () => {
  const presses: string[] = [];
  const view = render(
    <>
      <PlainButton className="facet-button" onPress={() => presses.push('text')}>Refresh schema</PlainButton>
      <PlainButton aria-label="Dismiss" onPress={() => presses.push('icon')}>×</PlainButton>
    </>,
  );
  const [text, icon] = [...view.container.querySelectorAll('button')];
  assert.equal([text!.getAttribute('type'), text!.className, text!.textContent, icon!.getAttribute('aria-label')], ['button', 'facet-button', 'Refresh schema', 'Dismiss']);
  click(text!);
  press(text!, 'Enter');
  press(icon!, ' ');
  assert.equal(presses, ['text', 'text', 'icon']);
  view.unmount();
});

buttonSuite('does nothing while disabled, and says so as React Aria’s Button does (disabled, data-disabled)', () => {
  let count = 0;
  const view = render(<PlainButton isDisabled onPress={() => (count += 1)}>Refreshing schema…</PlainButton>);
  const button = $(view.container, 'button');
  click(button);
  assert.is(count, 0);
  assert.ok((button as HTMLButtonElement).disabled);
  assert.is(button.getAttribute('data-disabled'), 'true');
  view.unmount();
});

buttonSuite('marks focus from the keyboard and the press with the data attributes the CSS draws', () => {
  const view = render(<PlainButton onPress={() => {}}>Sign out</PlainButton>);
  const button = $(view.container, 'button');
  press(document.body, 'Tab');
  focus(button);
  assert.is(button.getAttribute('data-focus-visible'), 'true');
  act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
  assert.is(button.getAttribute('data-pressed'), 'true');
  act(() => void button.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true })));
  assert.is(button.getAttribute('data-pressed'), null);
  view.unmount();
});

buttonSuite('hands its element to a caller’s ref (focus goes back to the menu button)', () => {
  let seen: HTMLButtonElement | null = null;
  function Menu() {
    const ref = useRef<HTMLButtonElement>(null);
    return <PlainButton ref={ref} onPress={() => (seen = ref.current)}>Menu</PlainButton>;
  }
  const view = render(<Menu />);
  click($(view.container, 'button'));
  assert.is(seen, $(view.container, 'button'));
  view.unmount();
});

buttonSuite.run();
