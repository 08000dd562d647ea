import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createStore, storeConstants } from '../../../src/store/index.ts';
import { AppProvider } from '../../../src/ui/frame/app-context.tsx';
import { EndpointLink } from '../../../src/ui/frame/endpoint-link.tsx';
import { createManualClock } from '../../helpers/clock.ts';
import { flush, render } from '../../helpers/interact.ts';
import { fakeTransportFactory } from '../../store/fake-transport.ts';

const TWO_PROFILES = JSON.stringify({
  version: 2,
  active: 'default',
  profiles: [
    { id: 'default', name: 'Default', values: {} },
    { id: 'staging', name: 'Staging', values: { endpoint: 'https://staging.example/graphql', headers: [{ name: 'x-api-key', value: 'staging-key' }] } },
  ],
});

async function mountAt(search: string, stored: string | null) {
  window.history.replaceState(null, '', `/${search}#/`);
  const storage = createMemoryStorage(stored ? { [storeConstants.SETTINGS_STORAGE_KEY]: stored } : {});
  const store = createStore({ createTransport: fakeTransportFactory().createTransport, storage, events: null, clock: createManualClock() });
  const schemaSource = store.createSchemaSource({ storage });
  const r = render(
    <AppProvider value={{ store, schemaSource }}>
      <EndpointLink />
    </AppProvider>,
  );
  await flush();
  const done = () => {
    r.unmount();
    schemaSource.dispose();
    store.dispose();
  };
  return { r, store, done };
}

const link = suite('EndpointLink');

link('opens the saved endpoint a link names', async () => {
  const { store, done } = await mountAt('?facet-endpoint=staging', TWO_PROFILES);
  assert.equal(store.settings.activeProfile.value, { id: 'staging', name: 'Staging' });
  done();
});

link('says plainly when the link names an endpoint this browser has not saved, and stays', async () => {
  const { r, store, done } = await mountAt('?facet-endpoint=production', TWO_PROFILES);
  assert.is(store.settings.activeProfile.value.id, 'default');
  const alert = r.container.querySelector('[role="alert"]')!;
  assert.match(alert.textContent!, 'made on a saved endpoint called “production”, which this browser does not have');
  assert.match(alert.textContent!, 'opens on “Default” instead');
  done();
});

link('writes the active endpoint’s id, and nothing else of it, into the address while several are saved', async () => {
  const { store, done } = await mountAt('?limit=5', TWO_PROFILES);
  assert.match(window.location.search, 'facet-endpoint=default');
  assert.match(window.location.search, 'limit=5');
  act(() => void store.settings.switchProfile('staging'));
  await flush();
  assert.match(window.location.search, 'facet-endpoint=staging');
  assert.not.match(window.location.href, 'staging-key');
  assert.not.match(window.location.href, 'staging.example');
  done();
});

link('leaves the address alone with one saved endpoint', async () => {
  const { done } = await mountAt('?limit=5', null);
  assert.is(window.location.search, '?limit=5');
  done();
});

link.run();
