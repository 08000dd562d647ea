import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createStore } from '../../../src/store/index.ts';
import { AppProvider } from '../../../src/ui/frame/app-context.tsx';
import { EndpointSwitcher } from '../../../src/ui/frame/endpoint-switcher.tsx';
import { createManualClock } from '../../helpers/clock.ts';
import { click, flush, focus, press, render, waitFor } from '../../helpers/interact.ts';
import { fakeTransportFactory } from '../../store/fake-transport.ts';

function mount() {
  const factory = fakeTransportFactory();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock: createManualClock() });
  const schemaSource = store.createSchemaSource({ storage });
  const r = render(
    <AppProvider value={{ store, schemaSource }}>
      <EndpointSwitcher />
    </AppProvider>,
  );
  const done = () => {
    r.unmount();
    schemaSource.dispose();
    store.dispose();
  };
  return { r, store, factory, done };
}

const switcher = suite('EndpointSwitcher');

switcher('draws nothing while there is one saved endpoint', () => {
  const { r, done } = mount();
  assert.is(r.container.innerHTML, '');
  done();
});

switcher('lists the saved endpoints by name and opens from the keyboard and switches, closing the old transport', async () => {
  const { r, store, factory, done } = mount();
  act(() => void store.settings.addProfile('Staging', { endpoint: 'https://staging.example/graphql', headers: [{ name: 'x-api-key', value: 'staging-key' }] }));
  act(() => void store.settings.switchProfile('default'));
  await waitFor(() => r.container.querySelector('.facet-endpoint-switcher button') !== null, 5000, 'the select, loaded on demand');
  const button = r.container.querySelector<HTMLButtonElement>('.facet-endpoint-switcher button')!;
  assert.match(button.textContent!, 'Default');
  assert.match(button.getAttribute('aria-labelledby') ?? '', /.+/);
  assert.not.match(r.container.innerHTML, 'staging-key', 'no header value in the switcher');
  assert.not.match(r.container.innerHTML, 'staging.example', 'no address in the switcher');
  const before = factory.last;
  focus(button);
  press(button, 'Enter');
  await waitFor(() => document.querySelectorAll('[role="option"]').length === 2, 1000, 'the list of endpoints');
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  assert.equal(options.map((o) => o.textContent), ['Default', 'Staging']);
  assert.is(options[0]!.getAttribute('aria-selected'), 'true', 'the endpoint in use is the selected one');
  click(options[1]!);
  await flush();
  assert.equal(store.settings.activeProfile.value, { id: 'staging', name: 'Staging' });
  assert.ok(before.isDisposed);
  assert.equal(factory.last.options.headers, { 'x-api-key': 'staging-key' });
  done();
});

switcher.run();
