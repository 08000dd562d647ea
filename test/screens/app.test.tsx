import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { App } from '../../src/screens/app.tsx';
import { createMemoryStorage, createStore } from '../../src/store/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { render, waitFor } from '../helpers/interact.ts';
import { fakeTransportFactory } from '../store/fake-transport.ts';

function mountApp(hash: string) {
  location.hash = hash;
  const store = createStore({ createTransport: fakeTransportFactory().createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const schemaSource = store.createSchemaSource();
  const r = render(<App state={{ store, schemaSource }} />);
  return { r, store, done: () => (r.unmount(), store.dispose()) };
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
