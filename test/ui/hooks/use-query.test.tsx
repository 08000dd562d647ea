// The one way a component holds a store handle (src/ui/hooks/use-query.ts), under StrictMode
// (mountFakeApp): React creates state twice and runs each effect, its cleanup and the effect
// again, and still one request goes out; an unmounted component leaves no handle the store
// refetches or keeps subscribed, and a remount starts afresh (review C3).
import '../../setup/dom.ts';
import { act, useState } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SubscriptionFeed } from '../../../src/store/index.ts';
import { useApp, useSignals } from '../../../src/ui/frame/index.ts';
import { useQuery, useStarted } from '../../../src/ui/hooks/index.ts';
import { mountFakeApp, type FakeApp } from '../../helpers/fake-app.tsx';
import { waitFor } from '../../helpers/interact.ts';
import { flush } from '../../store/fake-transport.ts';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name } }';
const CHANGED = 'subscription { itemChanged { id name } }';

function Item() {
  useSignals();
  const { store } = useApp();
  const q = useQuery<{ item: { name: string } }>(store, ITEM, { id: '1' }, { fetchPolicy: 'network-only' });
  return <p>{q.loading.value ? 'Loading' : (q.data.value?.item.name ?? 'none')}</p>;
}

/** Shows `children` until the test hides it. */
function mountToggled(children: React.ReactNode, events: EventTarget): { app: FakeApp; show(isShown: boolean): void } {
  let setShown!: (isShown: boolean) => void;
  function Toggle() {
    const [isShown, set] = useState(true);
    setShown = set;
    return isShown ? children : null;
  }
  const app = mountFakeApp(<Toggle />, { store: { events } });
  return { app, show: (isShown) => act(() => setShown(isShown)) };
}

const itemRequests = (app: FakeApp) => app.factory.last.requests.filter((r) => r.operation.operationName === 'Item');

const query = suite('useQuery');

query('sends once under StrictMode; after unmount nothing is refetched; a remount starts afresh', async () => {
  const events = new EventTarget();
  const { app, show } = mountToggled(<Item />, events);
  assert.is(itemRequests(app).length, 1, 'one request, not one per render or per effect run');
  itemRequests(app)[0]!.resolve({ data: { item: { __typename: 'Item', id: '1', name: 'Lamp' } } });
  await waitFor(() => app.r.container.textContent === 'Lamp', 5000, 'the answer');

  show(false);
  await flush();
  events.dispatchEvent(new Event('online')); // the store refetches every query it holds
  assert.is(itemRequests(app).length, 1, 'the store holds no handle of the unmounted screen');

  show(true);
  assert.is(itemRequests(app).length, 2, 'the remount asks again (network-only), once');
  const second = itemRequests(app)[1]!;
  show(false);
  await flush();
  assert.ok(second.isAborted, 'unmounting stops the fetch in flight');
  events.dispatchEvent(new Event('online'));
  assert.is(itemRequests(app).length, 2);
  app.done();
});

query.run();

// ---

const subscription = suite("useStarted with a subscription feed");

subscription('keeps one transport subscription while shown, none after unmount, and a remount resumes the feed', async () => {
  let feed!: SubscriptionFeed;
  function Feed() {
    useSignals();
    const { store } = useApp();
    const [made] = useState(() => store.subscribe(CHANGED)); // StrictMode makes two; one is kept
    feed = made;
    useStarted(made);
    return <p>{made.count.value}</p>;
  }
  const { app, show } = mountToggled(<Feed />, new EventTarget());
  const transport = app.factory.last;
  assert.is(transport.subscriptions.length, 1, 'subscribed once under StrictMode');
  act(() => transport.subscriptions[0]!.sink.next({ data: { itemChanged: { __typename: 'Item', id: '1', name: 'x' } } }));
  assert.is(app.r.container.textContent, '1');

  show(false);
  await flush();
  assert.is(transport.activeCount, 0, 'nothing left subscribed');
  assert.is(feed.isActive.value, false);

  show(true);
  await flush();
  assert.is(transport.activeCount, 1);
  assert.is(transport.subscriptions.length, 2, 'a new mount made its own feed and subscribed it once');
  app.done();
  await flush();
  assert.is(transport.activeCount, 0);
});

subscription.run();
