// src/early-input.ts against React's own hydration (happy-dom): what is typed and pressed on a
// server-rendered form before hydrateRoot is played back once after the commit, a link is left to
// the browser, and a page that starts afresh forgets it all.
import '../setup/dom.ts';
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdEarlyInput, type EarlyInput } from '../../src/early-input.ts';

interface Sent {
  text: string;
  isOn: boolean;
  isShown: boolean;
}

function RunForm({ onRun }: { onRun: (sent: Sent) => void }) {
  const [text, setText] = useState('from the server');
  const [isOn, setOn] = useState(false);
  const [isShown, setShown] = useState(false);
  function run(event: FormEvent) {
    event.preventDefault();
    onRun({ text, isOn, isShown });
  }
  return (
    <form onSubmit={run}>
      <input id="text" aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <input id="box" type="checkbox" aria-label="On" checked={isOn} onChange={(e) => setOn(e.target.checked)} />
      <button id="show" type="button" aria-pressed={isShown} onClick={() => setShown((shown) => !shown)}>
        Show
      </button>
      <button id="run" type="submit">
        Run
      </button>
      <a id="away" href="#away">
        Away
      </a>
    </form>
  );
}

/** Plays `early` back at the commit, as the app does, keeping the playback to await. */
function Replay({ early, playing }: { early: EarlyInput; playing: Array<Promise<void>> }) {
  useEffect(() => void playing.push(early.replay()), [early, playing]);
  return null;
}

/** Hydrates the page with the form and the playback, and waits for the playback to end. */
async function hydrateAndPlay(page: ReturnType<typeof serverPage>, early: EarlyInput): Promise<void> {
  const playing: Array<Promise<void>> = [];
  await act(async () => {
    hydrateRoot(page.root, <><RunForm onRun={(sent) => page.sent.push(sent)} /><Replay early={early} playing={playing} /></>);
  });
  assert.is(playing.length, 1, 'played back at the commit');
  await act(() => playing[0]!);
}

/** Types as a browser does: the field's value changes, then an input event. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The server's HTML in a fresh root, and what the form sent once React owns it. */
function serverPage(): { root: HTMLElement; sent: Sent[]; element: (id: string) => HTMLElement } {
  document.body.innerHTML = '';
  const root = document.createElement('div');
  root.innerHTML = renderToString(<RunForm onRun={() => {}} />);
  document.body.append(root);
  return { root, sent: [], element: (id) => document.getElementById(id)! };
}

const early = suite('input before hydration');

early('what was typed and ticked is the app\'s after the commit, and Run is pressed once with it', async () => {
  const page = serverPage();
  const held = holdEarlyInput(page.root);
  const nativeSubmits: Event[] = [];
  page.root.querySelector('form')!.addEventListener('submit', (event) => nativeSubmits.push(event));

  type(page.element('text') as HTMLInputElement, 'typed early');
  page.element('box').click();
  page.element('run').click();
  page.element('run').click(); // pressed again while waiting: still sent once
  assert.equal(nativeSubmits.length, 0, 'nothing is submitted before the app can');
  assert.ok(document.documentElement.hasAttribute('data-facet-starting'), 'the page says it is starting');

  await hydrateAndPlay(page, held);

  assert.equal(page.sent, [{ text: 'typed early', isOn: true, isShown: false }]);
  assert.is((page.element('text') as HTMLInputElement).value, 'typed early');
  assert.is((page.element('box') as HTMLInputElement).checked, true);
  assert.not.ok(document.documentElement.hasAttribute('data-facet-starting'));

  await act(() => held.replay()); // a later screen's commit: played once already, nothing again
  assert.is(page.sent.length, 1);
});

early('presses other than submit are played back as made: a toggle pressed twice ends as it was', async () => {
  const page = serverPage();
  const held = holdEarlyInput(page.root);
  page.element('show').click();
  page.element('show').click();
  page.element('run').click();
  await hydrateAndPlay(page, held);
  assert.equal(page.sent, [{ text: 'from the server', isOn: false, isShown: false }]);
  assert.is(page.element('show').getAttribute('aria-pressed'), 'false');
});

early('a link is followed as the browser does; typing alone keeps the focus where it was', async () => {
  const page = serverPage();
  const held = holdEarlyInput(page.root);
  const link = page.element('away');
  let linkPrevented: boolean | null = null;
  link.addEventListener('click', (event) => (linkPrevented = event.defaultPrevented));
  link.click();
  assert.is(linkPrevented, false);

  const field = page.element('text') as HTMLInputElement;
  field.focus();
  type(field, 'still typing');
  await hydrateAndPlay(page, held);
  assert.equal(page.sent, [], 'nothing was pressed, nothing is sent');
  assert.is(document.activeElement, field);
  // The app has the text, not only the field: Run now sends it.
  await act(async () => page.element('run').click());
  assert.equal(page.sent, [{ text: 'still typing', isOn: false, isShown: false }]);
});

early('released when the app starts afresh: a later press is the browser\'s again', () => {
  const page = serverPage();
  const held = holdEarlyInput(page.root);
  held.release();
  let prevented: boolean | null = null;
  page.element('run').addEventListener('click', (event) => (prevented = event.defaultPrevented));
  page.root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  page.element('run').click();
  assert.is(prevented, false);
  assert.not.ok(document.documentElement.hasAttribute('data-facet-starting'));
});

early.run();
