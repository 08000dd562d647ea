// /settings under happy-dom with the real store over fake transports (test/store/fake-transport.ts):
// what the form saves is read back from the store's storage, and what reaches the transport from
// the options the store created it with.
import '../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SettingsScreen } from '../../src/screens/settings.tsx';
import { createMemoryStorage, createStore, storeConstants, type StoreOptions } from '../../src/store/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { createManualClock } from '../helpers/clock.ts';
import { $, accessibleName, byLabel, click, description, paste, renderStrict, type Rendered } from '../helpers/interact.ts';
import { fakeTransportFactory } from '../store/fake-transport.ts';

function mount(options: Partial<StoreOptions> = {}) {
  const factory = fakeTransportFactory();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock: createManualClock(), ...options });
  const schemaSource = store.createSchemaSource({ storage });
  const r = renderStrict(
    <AppProvider value={{ store, schemaSource }}>
      <SettingsScreen />
    </AppProvider>,
  );
  // The active profile's saved values (the stored shape holds every saved endpoint).
  const saved = () => {
    const stored = JSON.parse(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY) ?? 'null') as {
      active: string;
      profiles: { id: string; values: Record<string, unknown> }[];
    } | null;
    return stored ? stored.profiles.find((p) => p.id === stored.active)!.values : null;
  };
  const done = () => {
    r.unmount();
    schemaSource.dispose();
    store.dispose();
  };
  return { r, store, factory, saved, done };
}

/** Saves by submitting the settings form, as Enter in a field or Save settings does. */
function save(r: Rendered): void {
  act(() => {
    $(r.container, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const input = (r: Rendered, name: string) => byLabel(r.container, name) as HTMLInputElement;
const statusText = (r: Rendered) => $(r.container, 'form [role="status"]').textContent;

const screen = suite('SettingsScreen');

screen('offers hashed GET only while persisted queries are on, and applies it to the transport', () => {
  const { r, store, factory, saved, done } = mount();
  const hashedGet = input(r, 'Send hashed queries as GET');
  assert.is(hashedGet.getAttribute('role'), 'switch');
  assert.ok(hashedGet.disabled, 'without persisted queries there is nothing to send as GET');
  assert.match(description(hashedGet), 'Only with persisted queries on');
  click(input(r, 'Persisted queries'));
  assert.is(input(r, 'Send hashed queries as GET').disabled, false);
  click(input(r, 'Send hashed queries as GET'));
  assert.ok(input(r, 'Send hashed queries as GET').checked);
  save(r);
  assert.is(statusText(r), 'Settings saved.');
  assert.is(saved()!.useGetForHashedQueries, true);
  assert.is(store.settings.values.value.useGetForHashedQueries, true);
  assert.equal([factory.last.options.persistedQueries, factory.last.options.useGetForHashedQueries], [true, true]);
  done();
});

screen('shows the default preflight header and saves another one, which the transport sends', () => {
  const { r, factory, saved, done } = mount();
  const name = input(r, 'Header name');
  const value = input(r, 'Header value');
  assert.equal([name.value, value.value], ['Apollo-Require-Preflight', 'true']);
  const group = name.closest('fieldset')!;
  assert.is(group.querySelector('legend')!.textContent, 'CSRF preflight header');
  assert.match(description(group), 'x-graphql-yoga-csrf');
  paste(name, 'x-graphql-yoga-csrf');
  paste(value, '1');
  save(r);
  assert.is(statusText(r), 'Settings saved.');
  assert.equal([saved()!.preflightHeaderName, saved()!.preflightHeaderValue], ['x-graphql-yoga-csrf', '1']);
  assert.equal(factory.last.options.preflightHeader, { name: 'x-graphql-yoga-csrf', value: '1' });
  done();
});

screen('refuses an empty header name or value with a message next to each field, and saves nothing', () => {
  const { r, factory, saved, done } = mount();
  paste(input(r, 'GraphQL endpoint'), 'https://api.example/graphql');
  paste(input(r, 'Header name'), '');
  paste(input(r, 'Header value'), '');
  save(r);
  const name = input(r, 'Header name');
  const value = input(r, 'Header value');
  assert.is(name.getAttribute('aria-invalid'), 'true');
  assert.match(description(name), 'Enter the header name the server requires, e.g. Apollo-Require-Preflight or x-graphql-yoga-csrf');
  assert.is(value.getAttribute('aria-invalid'), 'true');
  assert.match(description(value), "Enter the header value, e.g. true: an empty header does not pass the server's CSRF check");
  assert.is(saved(), null, 'nothing is saved, not even the valid endpoint');
  assert.is(factory.made.length, 1);
  assert.is(input(r, 'GraphQL endpoint').value, 'https://api.example/graphql', 'what was typed stays');
  assert.is(statusText(r), '');
  assert.is(document.activeElement, name, 'focus moves to the first field to fix, not left on Save');
  done();
});

screen('refuses a header name fetch could not send, naming what was typed', () => {
  const { r, saved, done } = mount();
  paste(input(r, 'Header name'), 'Require Preflight');
  save(r);
  assert.match(description(input(r, 'Header name')), 'got "Require Preflight"');
  assert.is(input(r, 'Header name').value, 'Require Preflight');
  assert.is(saved(), null);
  done();
});

screen('starts from the deployment defaults and restores them', () => {
  const { r, store, done } = mount({ defaults: { preflightHeaderName: 'x-graphql-yoga-csrf', preflightHeaderValue: 'yes' } });
  assert.is(input(r, 'Header name').value, 'x-graphql-yoga-csrf');
  paste(input(r, 'Header value'), 'other');
  save(r);
  assert.is(store.settings.values.value.preflightHeaderValue, 'other');
  click(byLabel(r.container, 'Restore defaults'));
  assert.equal([input(r, 'Header name').value, input(r, 'Header value').value], ['x-graphql-yoga-csrf', 'yes']);
  assert.is(store.settings.values.value.preflightHeaderValue, 'yes');
  done();
});

screen('adds a header row, refuses Cookie in words, masks a secret value with Show, and sends the saved headers', () => {
  const { r, factory, saved, done } = mount();
  assert.match(r.container.textContent!, 'No extra headers.');
  click(byLabel(r.container, 'Add header'));
  paste(input(r, 'Header 1 name'), 'Cookie');
  paste(input(r, 'Header 1 value'), 'session=1');
  save(r);
  assert.is(input(r, 'Header 1 name').getAttribute('aria-invalid'), 'true');
  assert.match(description(input(r, 'Header 1 name')), 'The browser sends its own cookies');
  assert.is(saved(), null);
  paste(input(r, 'Header 1 name'), 'x-api-key');
  paste(input(r, 'Header 1 value'), 'k-123');
  assert.is(input(r, 'Header 1 value').type, 'password', 'an API key is masked');
  click(byLabel(r.container, 'Show Header 1 value'));
  assert.is(input(r, 'Header 1 value').type, 'text');
  click(byLabel(r.container, 'Add header'));
  paste(input(r, 'Header 2 name'), 'X-Hasura-Role');
  paste(input(r, 'Header 2 value'), 'user');
  assert.is(input(r, 'Header 2 value').type, 'text', 'a role is no secret');
  save(r);
  assert.is(statusText(r), 'Settings saved.');
  assert.equal(saved()!.headers, [{ name: 'x-api-key', value: 'k-123' }, { name: 'X-Hasura-Role', value: 'user' }]);
  assert.equal(factory.last.options.headers, { 'x-api-key': 'k-123', 'X-Hasura-Role': 'user' });
  click(byLabel(r.container, 'Remove header 1'));
  save(r);
  assert.equal(factory.last.options.headers, { 'X-Hasura-Role': 'user' });
  done();
});

screen('saves the form as a new named endpoint, switches to it, and starts again from each endpoint’s settings', () => {
  const { r, store, factory, done } = mount();
  assert.is(input(r, 'Endpoint name').value, 'Default');
  paste(input(r, 'Endpoint name'), 'Staging');
  paste(input(r, 'GraphQL endpoint'), 'https://staging.example/graphql');
  click(byLabel(r.container, 'Save as a new endpoint'));
  assert.equal(store.settings.activeProfile.value, { id: 'staging', name: 'Staging' });
  assert.is(factory.last.options.url, 'https://staging.example/graphql');
  act(() => void store.settings.switchProfile('default'));
  assert.equal([input(r, 'Endpoint name').value, input(r, 'GraphQL endpoint').value], ['Default', '/graphql']);
  paste(input(r, 'Endpoint name'), 'Staging');
  click(byLabel(r.container, 'Save as a new endpoint'));
  assert.match(description(input(r, 'Endpoint name')), 'An endpoint named "Staging" is already saved');
  assert.is(store.settings.profiles.value.length, 2);
  click(byLabel(r.container, 'Remove this endpoint'));
  assert.equal(store.settings.profiles.value, [{ id: 'staging', name: 'Staging' }]);
  done();
});

screen('offers the colour scheme as a radio group, System first, and remembers a choice at once without Save', () => {
  const { r, store, saved, done } = mount();
  const group = $(r.container, '[role="radiogroup"]');
  assert.is(accessibleName(group), 'Colour scheme');
  assert.match(description(group), "System follows this device's light or dark setting");
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  assert.equal(radios.map((radio) => accessibleName(radio)), ['System', 'Light', 'Dark']);
  assert.equal(radios.map((radio) => radio.checked), [true, false, false]);
  click(input(r, 'Dark'));
  assert.is(store.settings.colorScheme.value, 'dark');
  assert.ok(input(r, 'Dark').checked);
  assert.is(statusText(r), '', 'not a change of the endpoint form');
  assert.equal(saved(), {}, 'no endpoint setting saved with it');
  act(() => void store.settings.addProfile('Staging', {}));
  assert.ok(input(r, 'Dark').checked, 'still chosen for another endpoint');
  click(input(r, 'System'));
  assert.is(store.settings.colorScheme.value, 'system');
  done();
});

screen.run();
