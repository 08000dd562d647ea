import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ErrorBoundary, describeThrown } from '../../../src/ui/feedback/index.ts';
import { accessibleName, click, render } from '../../helpers/interact.ts';

/** Throws while `state.isBroken`; React logs caught errors to the console, silenced here. */
const state = { isBroken: true, renders: 0 };
function Fragile({ label }: { label: string }) {
  state.renders += 1;
  if (state.isBroken) throw new TypeError('errors.map is not a function');
  return <p className="fragile">{label}</p>;
}

function quietly<T>(run: () => T): T {
  const original = console.error;
  console.error = () => {};
  try {
    return run();
  } finally {
    console.error = original;
  }
}

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => accessibleName(b) === name)!;

const boundary = suite('ErrorBoundary');

boundary('shows what a child threw as an alert, keeping what is outside it', () => {
  state.isBroken = true;
  const r = quietly(() =>
    render(
      <div>
        <input aria-label="Kept" defaultValue="typed" />
        <ErrorBoundary title="The result could not be shown">
          <Fragile label="fine" />
        </ErrorBoundary>
      </div>,
    ),
  );
  const alert = r.container.querySelector('[role="alert"]')!;
  assert.match(alert.textContent ?? '', 'The result could not be shown');
  assert.match(alert.textContent ?? '', 'TypeError: errors.map is not a function');
  assert.is((r.container.querySelector('input') as HTMLInputElement).value, 'typed');
  r.unmount();
});

boundary('tells onCaught when it catches (a server-rendered page stops holding input then)', () => {
  state.isBroken = true;
  let caught = 0;
  const r = quietly(() => render(<ErrorBoundary title="Broken" onCaught={() => (caught += 1)}><Fragile label="x" /></ErrorBoundary>));
  assert.is(caught, 1);
  r.unmount();
  state.isBroken = false;
  const fine = render(<ErrorBoundary title="Fine" onCaught={() => (caught += 1)}><Fragile label="x" /></ErrorBoundary>);
  assert.is(caught, 1, 'nothing caught, nothing told');
  fine.unmount();
});

boundary('draws the child again on Try again', () => {
  state.isBroken = true;
  const r = quietly(() => render(<ErrorBoundary title="Broken"><Fragile label="back" /></ErrorBoundary>));
  state.isBroken = false;
  click(buttonNamed(r.container, 'Try again'));
  assert.is(r.container.querySelector('.fragile')?.textContent, 'back');
  assert.is(r.container.querySelector('[role="alert"]'), null);
  r.unmount();
});

boundary('starts afresh when a reset key changes, and not before', () => {
  state.isBroken = true;
  const r = quietly(() => render(<ErrorBoundary title="Broken" resetKeys={['first']}><Fragile label="a" /></ErrorBoundary>));
  state.isBroken = false;
  r.rerender(<ErrorBoundary title="Broken" resetKeys={['first']}><Fragile label="a" /></ErrorBoundary>);
  assert.ok(r.container.querySelector('[role="alert"]'), 'the same keys keep the alert');
  r.rerender(<ErrorBoundary title="Broken" resetKeys={['second']}><Fragile label="b" /></ErrorBoundary>);
  assert.is(r.container.querySelector('.fragile')?.textContent, 'b');
  r.unmount();
});

boundary.run();

// ---

const describe = suite('describeThrown');

describe('says what was thrown, whatever it is', () => {
  assert.is(describeThrown(new RangeError('too deep')), 'RangeError: too deep');
  assert.is(describeThrown('plain text'), 'plain text');
  assert.is(describeThrown({ message: { nested: true } }), '{"message":{"nested":true}}');
  assert.is(describeThrown(undefined), 'undefined');
  const hostile = { toJSON() { throw new Error('no'); } };
  assert.is(describeThrown(hostile), 'An unreadable error was thrown.');
});

describe.run();
