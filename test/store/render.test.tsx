// Render counting with happy-dom + React: components read query handles through
// @preact/signals-react's useSignals(), and an entity field update re-renders only the
// components that read that field.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useSignals } from '@preact/signals-react/runtime';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, type QueryHandle, type Store } from '../../src/store/index.ts';
import { started } from '../helpers/started.ts';

interface Item { __typename: 'Item'; id: string; name: string; price: number }
const ITEMS = 'query Items { items { id name price } }';
const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const CHANGED = 'subscription { itemChanged { id price } }';
const item = (id: string, name: string, price: number): Item => ({ __typename: 'Item', id, name, price });

const renders = { listNames: 0, listPrices: 0, itemName: 0, itemPrice: 0 };

function ListNames({ list }: { list: QueryHandle<{ items: Item[] }> }) {
  useSignals();
  renders.listNames++;
  return <ul id="names">{list.data.value?.items.map((i) => <li key={i.id}>{i.name}</li>)}</ul>;
}

function ListPrices({ list }: { list: QueryHandle<{ items: Item[] }> }) {
  useSignals();
  renders.listPrices++;
  return <ul id="prices">{list.data.value?.items.map((i) => <li key={i.id}>{i.price}</li>)}</ul>;
}

function ItemName({ one }: { one: QueryHandle<{ item: Item }> }) {
  useSignals();
  renders.itemName++;
  return <h1 id="item-name">{one.data.value?.item.name}</h1>;
}

function ItemPrice({ one }: { one: QueryHandle<{ item: Item }> }) {
  useSignals();
  renders.itemPrice++;
  return <p id="item-price">{one.data.value?.item.price}</p>;
}

async function mount(): Promise<{ store: Store; root: Root; container: HTMLElement; transport: ReturnType<typeof fakeTransportFactory>['last'] }> {
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const transport = factory.last;
  const list = started(store.query<{ items: Item[] }>(ITEMS));
  transport.next().resolve({ data: { items: [item('1', 'Lamp', 10), item('2', 'Desk', 99)] } });
  await list.settled();
  const one = started(store.query<{ item: Item }>(ITEM, { id: '1' }));
  transport.next().resolve({ data: { item: item('1', 'Lamp', 10) } });
  await one.settled();

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <>
        <ListNames list={list} />
        <ListPrices list={list} />
        <ItemName one={one} />
        <ItemPrice one={one} />
      </>,
    );
  });
  for (const key of Object.keys(renders) as (keyof typeof renders)[]) renders[key] = 0;
  return { store, root, container, transport };
}

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;

const render = suite('store + @preact/signals-react');

render('re-renders only the components that read a field a mutation changed', async () => {
  const { store, root, container, transport } = await mount();
  await act(async () => {
    const m = store.mutate('mutation { renameItem(id: "1", name: "Lantern") { id name } }');
    transport.next().resolve({ data: { renameItem: { __typename: 'Item', id: '1', name: 'Lantern' } } });
    await m.execute();
  });
  assert.is(text(container, '#item-name'), 'Lantern');
  assert.is(text(container, '#names'), 'LanternDesk');
  assert.equal(renders, { listNames: 1, listPrices: 0, itemName: 1, itemPrice: 0 });
  await act(async () => root.unmount());
  store.dispose();
});

render('re-renders only the price readers when a subscription event changes a price', async () => {
  const { store, root, container, transport } = await mount();
  const feed = started(store.subscribe(CHANGED));
  await act(async () => {
    transport.subscriptions[0]!.sink.next({ data: { itemChanged: { __typename: 'Item', id: '1', price: 12 } } });
  });
  assert.is(feed.count.value, 1);
  assert.is(text(container, '#item-price'), '12');
  assert.is(text(container, '#prices'), '1299');
  assert.equal(renders, { listNames: 0, listPrices: 1, itemName: 0, itemPrice: 1 });
  await act(async () => root.unmount());
  store.dispose();
});

render('re-renders no one when a write leaves every value as it was', async () => {
  const { store, root, transport } = await mount();
  await act(async () => {
    const m = store.mutate('mutation { renameItem(id: "2", name: "Desk") { id name } }');
    transport.next().resolve({ data: { renameItem: { __typename: 'Item', id: '2', name: 'Desk' } } });
    await m.execute();
  });
  assert.equal(renders, { listNames: 0, listPrices: 0, itemName: 0, itemPrice: 0 });
  await act(async () => root.unmount());
  store.dispose();
});

render('re-renders the list readers, and only them, when the list itself changes', async () => {
  const { store, root, container, transport } = await mount();
  const refetch = started(store.query(ITEMS, {}, { fetchPolicy: 'network-only' }));
  await act(async () => {
    transport.next().resolve({ data: { items: [item('1', 'Lamp', 10), item('2', 'Desk', 99), item('3', 'Chair', 45)] } });
    await refetch.settled();
  });
  assert.is(text(container, '#names'), 'LampDeskChair');
  assert.equal(renders, { listNames: 1, listPrices: 1, itemName: 0, itemPrice: 0 });
  await act(async () => root.unmount());
  store.dispose();
});

render.run();
