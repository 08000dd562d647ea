// useOwned (src/ui/hooks/use-owned.ts) under StrictMode: React makes state twice and runs each
// effect, its cleanup and the effect again; the instance the component keeps is never disposed
// while it is shown, and is disposed once after it goes (review finding 14: the run history and
// the saved operations were made in state and disposed in an effect's cleanup, so StrictMode's
// simulated unmount disposed the live one).
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useOwned } from '../../../src/ui/hooks/index.ts';
import { renderStrict } from '../../helpers/interact.ts';
import { flush } from '../../store/fake-transport.ts';

interface Owned {
  id: number;
  disposals: number;
  dispose(): void;
}

function counter() {
  const made: Owned[] = [];
  const make = (): Owned => {
    const owned: Owned = { id: made.length, disposals: 0, dispose: () => void (owned.disposals += 1) };
    made.push(owned);
    return owned;
  };
  return { made, make };
}

const owned = suite('useOwned');

owned('under StrictMode the instance kept is live while shown and disposed once after it goes', async () => {
  const { made, make } = counter();
  let kept = null as Owned | null;
  function Holder() {
    kept = useOwned(make);
    return <p>{kept.id}</p>;
  }
  const r = renderStrict(<Holder />);
  await flush();
  assert.ok(kept);
  assert.is(kept!.disposals, 0, 'the simulated unmount does not dispose it');
  r.rerender(<Holder />);
  await flush();
  assert.is(kept!.disposals, 0, 'nor does a re-render');
  r.unmount();
  await flush();
  assert.is(kept!.disposals, 1, 'disposed once it is gone');
  assert.ok(made.every((m) => m.disposals <= 1));
});

owned('null stays null and nothing is disposed', async () => {
  let kept: unknown = 'unset';
  function Holder() {
    kept = useOwned(() => null);
    return null;
  }
  const r = renderStrict(<Holder />);
  r.unmount();
  await flush();
  assert.is(kept, null);
});

owned.run();
