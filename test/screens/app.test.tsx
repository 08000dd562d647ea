import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { signal } from '@preact/signals-core';
import { App } from '../../src/screens/app.tsx';
import { createMemoryStorage, createStore, storeConstants } from '../../src/store/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { accessibleName, click, paste, renderStrict, waitFor } from '../helpers/interact.ts';
import { fakeTransportFactory, flush } from '../store/fake-transport.ts';

function mountApp(hash: string) {
  location.hash = hash;
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock });
  const schemaSource = store.createSchemaSource();
  const r = renderStrict(<App state={{ store, schemaSource }} />);
  return { r, store, factory, clock, done: () => (r.unmount(), store.dispose()) };
}

const app = suite('App');

app('puts the overview in the shell at the root, with the header stating the connection', async () => {
  const { r, done } = mountApp('#/');
  await waitFor(() => r.container.querySelector('#overview-heading') !== null, 5000, 'the overview');
  assert.ok(r.container.querySelector('header.facet-header'));
  assert.ok(r.container.querySelector('main#facet-main'));
  assert.is(r.container.querySelector('header .facet-connection')!.textContent, 'Not connected');
  done();
});

app('tells onHydrated when the first screen is committed, not before', async () => {
  location.hash = '#/nowhere';
  const store = createStore({ createTransport: fakeTransportFactory().createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const seen: boolean[] = [];
  const r = renderStrict(<App state={{ store, schemaSource: store.createSchemaSource() }} onHydrated={() => seen.push(document.getElementById('not-found-heading') !== null)} />);
  await waitFor(() => seen.length > 0, 5000, 'onHydrated');
  assert.equal(seen, [true], 'called once, with the screen in the document');
  r.unmount();
  store.dispose();
});

app('shows Not found for an unknown address, keeping the shell', async () => {
  const { r, done } = mountApp('#/nowhere/at/all');
  await waitFor(() => r.container.querySelector('#not-found-heading') !== null, 5000, 'Not found');
  assert.ok(r.container.querySelector('header.facet-header'));
  act(() => {
    location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await waitFor(() => r.container.querySelector('#overview-heading') !== null, 5000, 'the overview again');
  done();
});

app.run();

// ---

const SDL = 'type Query { item(id: ID!): Item } type Item { id: ID! name: String } type Subscription { itemChanged: Item }';
const answerSchema = async (app: ReturnType<typeof mountApp>) => {
  app.factory.last.next().resolve({ data: introspectionFromSchema(buildSchema(SDL)) as never });
  await flush();
};
const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => accessibleName(b) === name)!;
/** React logs each error a boundary catches; these tests throw on purpose. */
function quietConsole(): () => void {
  const original = console.error;
  console.error = () => {};
  return () => void (console.error = original);
}

const boundaries = suite('App error boundaries');

for (const [shape, answer] of [
  ['`errors` is a string', { data: null, errors: 'Internal error' }],
  ['an error `message` is an object', { data: null, errors: [{ message: { text: 'nested' } }] }],
  ['`errors` holds null', { data: { item: null }, errors: [null] }],
] as const) {
  boundaries(`shows a result whose ${shape} as an alert, keeping the shell, the sidebar and the inputs`, async () => {
    const restore = quietConsole();
    const app = mountApp('#/query/item');
    try {
      await answerSchema(app);
      await waitFor(() => app.r.container.querySelector('form input') !== null, 5000, 'the form');
      const input = app.r.container.querySelector('form input') as HTMLInputElement;
      paste(input, 'item-7');
      click(buttonNamed(app.r.container, 'Run'));
      app.factory.last.next().resolve(answer as never);
      await flush();
      await waitFor(() => (app.r.container.textContent ?? '').includes('The result could not be shown'), 5000, 'the alert');
      assert.is((app.r.container.querySelector('form input') as HTMLInputElement).value, 'item-7', 'the input is kept');
      assert.ok(app.r.container.querySelector('nav[aria-label="Operations"]'), 'the sidebar stays');
      assert.ok(app.r.container.querySelector('header.facet-header'), 'the header stays');
      // Going on: another run with a sound answer replaces the alert.
      click(buttonNamed(app.r.container, 'Run'));
      app.factory.last.next().resolve({ data: { item: { __typename: 'Item', id: 'item-7', name: 'Lamp' } } });
      await flush();
      await waitFor(() => (app.r.container.textContent ?? '').includes('Lamp'), 5000, 'the new result');
      assert.not.match(app.r.container.textContent ?? '', 'The result could not be shown');
    } finally {
      app.done();
      restore();
    }
  });
}

boundaries('shows one feed event whose errors is a string as an alert in its place, and the feed goes on', async () => {
  const restore = quietConsole();
  const app = mountApp('#/subscription/itemChanged');
  try {
    await answerSchema(app);
    await waitFor(() => buttonNamed(app.r.container, 'Start') !== undefined, 5000, 'the form');
    click(buttonNamed(app.r.container, 'Start'));
    const sub = app.factory.last.subscriptions[0]!;
    act(() => sub.sink.next({ data: null, errors: 'x' } as never));
    act(() => app.clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS));
    act(() => sub.sink.next({ data: { itemChanged: { __typename: 'Item', id: '1', name: 'Desk' } } }));
    await waitFor(() => app.r.container.querySelectorAll('article.facet-feed-item').length === 2, 5000, 'two events');
    const [good, bad] = [...app.r.container.querySelectorAll('article.facet-feed-item')];
    assert.match(good!.textContent ?? '', 'Desk');
    assert.match(bad!.textContent ?? '', 'This event could not be shown');
    assert.ok(buttonNamed(app.r.container, 'Stop'), 'the screen stays, still running');
  } finally {
    app.done();
    restore();
  }
});

boundaries('shows a screen that throws as an alert inside the shell, and another address starts afresh', async () => {
  const restore = quietConsole();
  location.hash = '#/';
  const store = createStore({ createTransport: fakeTransportFactory().createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  // A failure whose message is an object (as a hostile server's could be): the overview throws drawing it.
  const source = store.createSchemaSource();
  const schemaSource = { ...source, failure: signal({ kind: 'network', message: { evil: true }, status: null } as never) };
  let told = 0;
  const r = renderStrict(<App state={{ store, schemaSource }} onHydrated={() => (told += 1)} />);
  try {
    await waitFor(() => (r.container.textContent ?? '').includes('This screen could not be shown'), 5000, 'the alert');
    assert.is(told, 1, 'a screen that fails still ends the start (a server-rendered page stops holding input)');
    assert.match(r.container.textContent ?? '', 'Objects are not valid as a React child');
    assert.ok(r.container.querySelector('header.facet-header'), 'the header stays');
    assert.ok(r.container.querySelector('main#facet-main [role="alert"]'), 'the alert is in the main landmark');
    act(() => {
      location.hash = '#/nowhere';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => r.container.querySelector('#not-found-heading') !== null, 5000, 'the next screen');
    assert.not.match(r.container.textContent ?? '', 'This screen could not be shown');
  } finally {
    r.unmount();
    store.dispose();
    restore();
  }
});

boundaries.run();
