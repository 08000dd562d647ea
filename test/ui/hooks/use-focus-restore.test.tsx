import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useRef } from 'react';
import { useFocusRestore } from '../../../src/ui/hooks/use-focus-restore.ts';
import { createManualClock, type ManualClock } from '../../helpers/clock.ts';
import { render } from '../../helpers/interact.ts';

/** A trigger button and, while open, a "dialog" holding a focused input (no React Aria involved). */
function Harness({ isOpen, clock, withTrigger = true }: { isOpen: boolean; clock: ManualClock; withTrigger?: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusRestore(isOpen, withTrigger ? trigger : undefined, clock);
  return (
    <>
      <button ref={trigger} id="trigger">Open</button>
      <button id="elsewhere">Elsewhere</button>
      {isOpen ? <input id="inside" autoFocus /> : null}
    </>
  );
}

const restore = suite('useFocusRestore');

restore('puts focus back on the trigger exactly 100 ms after closing', () => {
  const clock = createManualClock();
  const view = render(<Harness isOpen={false} clock={clock} />);
  view.rerender(<Harness isOpen clock={clock} />);
  act(() => document.getElementById('inside')!.focus());
  view.rerender(<Harness isOpen={false} clock={clock} />);
  assert.is(document.activeElement, document.body, 'the dialog took its focused element away');
  assert.equal(clock.pendingDelays(), [100]);
  act(() => clock.advance(99));
  assert.is(document.activeElement, document.body);
  act(() => clock.advance(1));
  assert.is(document.activeElement?.id, 'trigger');
  view.unmount();
});

restore('leaves focus the user moved elsewhere alone', () => {
  const clock = createManualClock();
  const view = render(<Harness isOpen={false} clock={clock} />);
  view.rerender(<Harness isOpen clock={clock} />);
  view.rerender(<Harness isOpen={false} clock={clock} />);
  act(() => document.getElementById('elsewhere')!.focus());
  act(() => clock.advance(100));
  assert.is(document.activeElement?.id, 'elsewhere');
  view.unmount();
});

restore('without a trigger, returns focus to what had it when the dialog opened', () => {
  const clock = createManualClock();
  const view = render(<Harness isOpen={false} clock={clock} withTrigger={false} />);
  act(() => document.getElementById('elsewhere')!.focus());
  view.rerender(<Harness isOpen clock={clock} withTrigger={false} />);
  act(() => document.getElementById('inside')!.focus());
  view.rerender(<Harness isOpen={false} clock={clock} withTrigger={false} />);
  act(() => clock.advance(100));
  assert.is(document.activeElement?.id, 'elsewhere');
  view.unmount();
});

restore('schedules nothing while the dialog stays open or stays closed', () => {
  const clock = createManualClock();
  const view = render(<Harness isOpen={false} clock={clock} />);
  view.rerender(<Harness isOpen={false} clock={clock} />);
  view.rerender(<Harness isOpen clock={clock} />);
  view.rerender(<Harness isOpen clock={clock} />);
  assert.equal(clock.pendingDelays(), []);
  view.unmount();
});

restore.run();
