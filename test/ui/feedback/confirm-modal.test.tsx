import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useRef, useState } from 'react';
import { buildSchema, type GraphQLInputType } from 'graphql';
import { ConfirmModal } from '../../../src/ui/feedback/confirm-modal.tsx';
import { formatBytes } from '../../../src/ui/format/format-bytes.ts';
import { FOCUS_RESTORE_DELAY_MS } from '../../../src/ui/constants.ts';
import { createManualClock, type ManualClock } from '../../helpers/clock.ts';
import { $, click, focus, press, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function dialog(): HTMLElement {
  return $(document.body, '[role="alertdialog"]');
}

function buttonIn(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

interface HarnessProps {
  clock: ManualClock;
  variables?: Record<string, unknown>;
  isDestructive?: boolean;
  onConfirm?: () => void;
  closeOnConfirm?: boolean;
  useTriggerRef?: boolean;
  inputTypes?: Record<string, GraphQLInputType>;
}

/** A screen-like owner: a trigger button that opens the modal; Cancel/Escape/confirm close it. */
function Harness({ clock, variables = {}, isDestructive = false, onConfirm, closeOnConfirm = true, useTriggerRef = false, inputTypes }: HarnessProps) {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={triggerRef} id="trigger" onClick={() => setIsOpen(true)}>
        Run
      </button>
      <button id="elsewhere">Elsewhere</button>
      <ConfirmModal
        isOpen={isOpen}
        title="Run deleteEvent?"
        description="This sends the mutation deleteEvent."
        variables={variables}
        isDestructive={isDestructive}
        onConfirm={() => {
          onConfirm?.();
          if (closeOnConfirm) setIsOpen(false);
        }}
        onCancel={() => setIsOpen(false)}
        timers={clock}
        locale="en-US"
        {...(inputTypes ? { inputTypes } : {})}
        {...(useTriggerRef ? { triggerRef } : {})}
      />
    </>
  );
}

/**
 * Focuses and clicks the trigger, then waits (at most 10 animation frames) for React Aria to move
 * focus into the dialog: after a virtual click it does so once transitions end, on a frame.
 */
async function open(view: { container: HTMLElement }): Promise<HTMLElement> {
  const trigger = $(view.container, '#trigger');
  focus(trigger);
  click(trigger);
  for (let frame = 0; frame < 10 && !dialog().contains(document.activeElement); frame++) {
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  }
  assert.ok(dialog().contains(document.activeElement), 'focus moved into the dialog');
  return trigger;
}

const ConfirmModalSuite = suite('ConfirmModal');

ConfirmModalSuite('opens as a modal alertdialog named by its title and described by its text', async () => {
  const view = render(<Harness clock={createManualClock()} />);
  await open(view);
  const d = dialog();
  assert.is(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent, 'Run deleteEvent?');
  assert.match(document.getElementById(d.getAttribute('aria-describedby')!)!.textContent ?? '', 'This sends the mutation deleteEvent.');
  view.unmount();
});

ConfirmModalSuite('summarises the variables, with files by name and size', async () => {
  const file = new File([new Uint8Array(1500)], 'poster.png', { type: 'image/png' });
  const variables = { id: 'e1', input: { title: 'Jazz', tags: ['a', 'b'], photo: file, note: null } };
  const view = render(<Harness clock={createManualClock()} variables={variables} />);
  await open(view);
  const dl = $(dialog(), 'dl.facet-variables');
  const text = dl.textContent ?? '';
  assert.match(text, 'ID“e1”');
  assert.match(text, 'Title“Jazz”');
  assert.equal([...dl.querySelectorAll('ol li')].map((li) => li.textContent), ['“a”', '“b”']);
  assert.match(text, `File poster.png (${formatBytes(1500, 'en-US')})`);
  assert.match(text, 'NoteNot set');
  assert.is(dl.querySelector('dt')!.getAttribute('title'), 'id', 'the wire name stays as a tooltip');
  view.unmount();
});

ConfirmModalSuite('shows values as the form showed them: enum labels and dates by their type, ISO strings by their shape', async () => {
  const schema = buildSchema(`
    scalar DateTime
    scalar Date
    enum Category { MUSIC ROCK_MUSIC }
    input EventInput { title: String! category: Category! startsAt: DateTime! tags: [Category!] }
    type Query { x: Int }
    type Mutation { createEvent(input: EventInput!, on: Date, isPublic: Boolean, seats: Int): Int }
  `);
  const args = schema.getMutationType()!.getFields().createEvent!.args;
  const inputTypes = Object.fromEntries(args.map((a) => [a.name, a.type]));
  const variables = { input: { title: 'Winter Gala', category: 'MUSIC', startsAt: '2026-12-24T19:30:00+00:00', tags: ['ROCK_MUSIC'] }, on: '2026-12-24', isPublic: true, seats: 1200 };
  const view = render(<Harness clock={createManualClock()} variables={variables} inputTypes={inputTypes} />);
  await open(view);
  const text = $(dialog(), 'dl.facet-variables').textContent ?? '';
  for (const raw of ['MUSIC', '2026-12-24T19:30:00', 'startsAt', 'isPublic']) assert.not.match(text, raw);
  assert.match(text, 'CategoryMusic');
  assert.match(text, 'TagsRock music');
  assert.match(text, /Starts at\s*Dec 24, 2026/);
  assert.match(text, 'OnDec 24, 2026');
  assert.match(text, 'Is publicYes');
  assert.match(text, 'Seats1,200');
  view.unmount();
  const untyped = render(<Harness clock={createManualClock()} variables={{ startsAt: '2026-12-24T19:30:00Z' }} />);
  await open(untyped);
  assert.not.match($(dialog(), 'dl.facet-variables').textContent ?? '', '2026-12-24T');
  untyped.unmount();
});

ConfirmModalSuite('cuts a long value, with Show all to read it whole in a box of its own', async () => {
  const long = 'word '.repeat(2000).trim();
  const view = render(<Harness clock={createManualClock()} variables={{ body: long }} />);
  await open(view);
  const dd = $(dialog(), 'dl.facet-variables dd');
  assert.ok((dd.textContent ?? '').length < 400, 'cut to a few lines');
  const showAll = buttonIn(dd, 'Show all (9,999 characters)');
  assert.is(showAll.getAttribute('aria-expanded'), 'false');
  click(showAll);
  assert.match(dd.textContent ?? '', long);
  assert.ok(dd.querySelector('.facet-variables-whole'), 'the whole value scrolls in its own box');
  assert.equal(await axeViolations(dialog()), []);
  click(buttonIn(dd, 'Show less'));
  assert.ok((dd.textContent ?? '').length < 400);
  view.unmount();
});

ConfirmModalSuite('masks secret-named values at any depth and says they are hidden', async () => {
  const variables = { username: 'ada', password: 'hunter2', input: { apiKey: 'k-123', tokens: ['t1', 't2'], note: 'hi' } };
  const view = render(<Harness clock={createManualClock()} variables={variables} />);
  await open(view);
  const dl = $(dialog(), 'dl.facet-variables');
  const text = dl.textContent ?? '';
  for (const secret of ['hunter2', 'k-123', 't1', 't2']) assert.not.match(text, secret);
  assert.match(text, 'Username“ada”');
  assert.match(text, 'Note“hi”');
  const masks = [...dl.querySelectorAll('.facet-secret-mask')];
  assert.equal(masks.map((m) => m.textContent), ['•••••• (hidden)', '•••••• (hidden)', '•••••• (hidden)']);
  assert.ok(masks.every((m) => m.querySelector('[aria-hidden="true"]')?.textContent === '••••••'), 'screen readers hear "(hidden)", not the dots');
  view.unmount();
});

ConfirmModalSuite('says when nothing but the operation is sent', async () => {
  const view = render(<Harness clock={createManualClock()} />);
  await open(view);
  assert.match(dialog().textContent ?? '', 'No variables.');
  view.unmount();
});

ConfirmModalSuite('flags a destructive operation with a warning and a danger button', async () => {
  const view = render(<Harness clock={createManualClock()} isDestructive />);
  await open(view);
  assert.match($(dialog(), '.facet-dialog-warning').textContent ?? '', 'destructive');
  assert.ok(buttonIn(dialog(), 'Send').classList.contains('facet-button-danger'));
  view.unmount();
});

ConfirmModalSuite('confirms once however often Confirm is pressed', async () => {
  let sent = 0;
  const view = render(<Harness clock={createManualClock()} onConfirm={() => sent++} closeOnConfirm={false} />);
  await open(view);
  const send = buttonIn(dialog(), 'Send');
  click(send);
  click(send);
  press(send, 'Enter');
  assert.is(sent, 1);
  assert.ok(send.disabled);
  view.unmount();
});

ConfirmModalSuite('keeps Confirm disabled while pending and allows a retry after a failure', () => {
  let sent = 0;
  const props = { isOpen: true, title: 'Run?', variables: {}, onConfirm: () => sent++, onCancel: () => {}, timers: createManualClock() };
  const view = render(<ConfirmModal {...props} isPending />);
  assert.is(buttonIn(dialog(), 'Sending…').disabled, true);
  click(buttonIn(dialog(), 'Sending…'));
  assert.is(sent, 0);
  view.rerender(<ConfirmModal {...props} isPending={false} />);
  click(buttonIn(dialog(), 'Send'));
  assert.is(sent, 1);
  view.rerender(<ConfirmModal {...props} isPending />);
  view.rerender(<ConfirmModal {...props} isPending={false} />);
  click(buttonIn(dialog(), 'Send'));
  assert.is(sent, 2);
  view.unmount();
});

ConfirmModalSuite('closes on Escape and on Cancel', async () => {
  const view = render(<Harness clock={createManualClock()} />);
  await open(view);
  press(document.activeElement!, 'Escape');
  assert.not.ok(document.querySelector('[role="alertdialog"]'));
  await open(view);
  click(buttonIn(dialog(), 'Cancel'));
  assert.not.ok(document.querySelector('[role="alertdialog"]'));
  view.unmount();
});

ConfirmModalSuite(`restores focus to the trigger exactly ${FOCUS_RESTORE_DELAY_MS} ms after closing`, async () => {
  const clock = createManualClock();
  const view = render(<Harness clock={clock} />);
  const trigger = await open(view);
  click(buttonIn(dialog(), 'Cancel'));
  assert.equal(clock.pendingDelays(), [100]);
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => clock.advance(FOCUS_RESTORE_DELAY_MS - 1));
  assert.ok(document.activeElement !== trigger, 'not yet at 99 ms');
  act(() => clock.advance(1));
  assert.ok(document.activeElement === trigger, 'restored at 100 ms');
  view.unmount();
});

ConfirmModalSuite('restores focus to triggerRef after Escape', async () => {
  const clock = createManualClock();
  const view = render(<Harness clock={clock} useTriggerRef />);
  const trigger = await open(view);
  press(document.activeElement!, 'Escape');
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => clock.advance(FOCUS_RESTORE_DELAY_MS));
  assert.ok(document.activeElement === trigger);
  view.unmount();
});

ConfirmModalSuite('leaves focus alone when the user moved it elsewhere before the delay ran out', async () => {
  const clock = createManualClock();
  const view = render(<Harness clock={clock} />);
  await open(view);
  click(buttonIn(dialog(), 'Send'));
  const elsewhere = $(view.container, '#elsewhere');
  focus(elsewhere);
  act(() => clock.advance(FOCUS_RESTORE_DELAY_MS));
  assert.ok(document.activeElement === elsewhere);
  view.unmount();
});

ConfirmModalSuite('passes axe-core checks while open', async () => {
  const view = render(<Harness clock={createManualClock()} variables={{ id: 'e1', input: { tags: ['a'], photo: new File(['x'], 'a.png') } }} isDestructive />);
  await open(view);
  assert.equal(await axeViolations(document.body), []);
  view.unmount();
});

ConfirmModalSuite.run();
