// /settings: the request timeout and the response size limit (issue 25 §4), per saved endpoint,
// with the transport's defaults shown; under happy-dom with the real store, over the fake transport
// (what the store creates it with) and over the real one against a real server (what it does).
import { nodeFetch } from '../helpers/node-fetch.ts'; // before happy-dom replaces fetch
import '../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SettingsScreen } from '../../src/screens/settings.tsx';
import { createMemoryStorage, createStore, storeConstants, type Store, type StoreOptions } from '../../src/store/index.ts';
import { createTransport, HTTP_MAX_RESPONSE_BYTES, HTTP_TIMEOUT_MS } from '../../src/transport/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { createManualClock, type ManualClock } from '../helpers/clock.ts';
import { startFaultServer, type FaultServer } from '../helpers/fault-server.ts';
import { $, blur, byLabel, click, description, paste, render, type Rendered } from '../helpers/interact.ts';
import { fakeTransportFactory } from '../store/fake-transport.ts';
import { started } from '../helpers/started.ts';

const TIMEOUT = 'Request timeout (seconds)';
const SIZE = 'Response size limit (MiB)';

function mount(options: Partial<StoreOptions> = {}, clock: ManualClock = createManualClock()) {
  const factory = fakeTransportFactory();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock, ...options });
  const schemaSource = store.createSchemaSource({ storage });
  const r = render(
    <AppProvider value={{ store, schemaSource }}>
      <SettingsScreen />
    </AppProvider>,
  );
  const done = () => {
    r.unmount();
    schemaSource.dispose();
    store.dispose();
  };
  return { r, store, factory, storage, done };
}

const input = (r: Rendered, name: string) => byLabel(r.container, name) as HTMLInputElement;

/** Types into a number field and leaves it, which commits the number. */
function enter(r: Rendered, name: string, value: string): void {
  paste(input(r, name), value);
  blur(input(r, name));
}

function save(r: Rendered): void {
  act(() => {
    $(r.container, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const limits = suite('SettingsScreen: request limits');

limits('shows the transport\'s defaults, 30 seconds and 64 MiB, and creates the transport with them', () => {
  const { r, factory, done } = mount();
  assert.equal([input(r, TIMEOUT).value, input(r, SIZE).value], ['30', '64']);
  // Number and unit never break apart on a narrow screen (a no-break space between them).
  assert.match(description(input(r, TIMEOUT)), 'Default: 30\u00a0seconds');
  assert.match(description(input(r, TIMEOUT)), '0 waits without limit');
  assert.match(description(input(r, SIZE)), 'Default: 64\u00a0MiB');
  assert.match(description(input(r, SIZE)), '1–512\u00a0MiB', 'the accepted range is said before a value is refused');
  assert.equal([factory.last.options.timeoutMs, factory.last.options.maxResponseBytes], [HTTP_TIMEOUT_MS, HTTP_MAX_RESPONSE_BYTES]);
  done();
});

limits('saves them for the active endpoint only, and the transport is created again with them', () => {
  const { r, store, factory, done } = mount();
  enter(r, TIMEOUT, '5');
  enter(r, SIZE, '2');
  save(r);
  assert.equal([factory.last.options.timeoutMs, factory.last.options.maxResponseBytes], [5000, 2 * storeConstants.BYTES_PER_MIB]);
  paste(input(r, 'Endpoint name'), 'Slow API');
  enter(r, TIMEOUT, '0');
  click(byLabel(r.container, 'Save as a new endpoint'));
  assert.is(store.settings.activeProfile.value.name, 'Slow API');
  assert.is(factory.last.options.timeoutMs, 0, 'no limit for this one');
  act(() => void store.settings.switchProfile('default'));
  assert.equal([input(r, TIMEOUT).value, input(r, SIZE).value], ['5', '2']);
  assert.equal([factory.last.options.timeoutMs, factory.last.options.maxResponseBytes], [5000, 2 * storeConstants.BYTES_PER_MIB]);
  click(byLabel(r.container, 'Restore defaults'));
  assert.equal([input(r, TIMEOUT).value, input(r, SIZE).value], ['30', '64']);
  done();
});

limits('refuses a negative, too long or emptied value with a message next to the field, saving nothing', () => {
  const { r, factory, storage, done } = mount();
  const made = factory.made.length;
  for (const [name, typed, message] of [
    [TIMEOUT, '-1', 'Expected whole seconds from 0 (no limit) to 3600, got -1'],
    [TIMEOUT, '3601', 'got 3601'],
    [TIMEOUT, '', 'Expected whole seconds from 0 (no limit) to 3600'],
    [SIZE, '0', 'Expected a whole number of MiB from 1 to 512, got 0'],
    [SIZE, '100000', 'got 100000'],
  ] as const) {
    click(byLabel(r.container, 'Restore defaults'));
    enter(r, name, typed);
    save(r);
    assert.is(input(r, name).getAttribute('aria-invalid'), 'true', `${name} ${typed}`);
    assert.match(description(input(r, name)), message);
    assert.is(input(r, name).value, typed, 'what was typed stays');
    assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null, 'nothing saved');
  }
  assert.is(factory.made.length, made, 'the transport was not created again');
  done();
});

limits.run();

// ---

const honoured = suite('SettingsScreen: the real transport honours the limits');

/** A query started as a mounted screen would (store handles start at their first subscriber). */
function startedQuery(store: Store) {
  return started(store.query('{ ok }', {}, { fetchPolicy: 'network-only' }));
}
let fault: FaultServer;

honoured.before(async () => {
  const big = JSON.stringify({ data: { ok: 'x'.repeat(3 * 1024 * 1024) } });
  fault = await startFaultServer({ '/big': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(big) });
});
honoured.after(() => fault.close());

honoured('a request past the saved timeout fails with TimeoutError at that time, on the store\'s clock', async () => {
  const clock = createManualClock();
  const { r, store, done } = mount({ createTransport, transportOptions: { fetch: nodeFetch }, defaults: { endpoint: `${fault.origin}/hang` } }, clock);
  enter(r, TIMEOUT, '2');
  save(r);
  const query = startedQuery(store);
  await fault.waitForRequest('/hang');
  assert.ok(clock.pendingDelays().includes(2000), JSON.stringify(clock.pendingDelays()));
  clock.advance(1999);
  await new Promise((resolve) => setImmediate(resolve));
  assert.is(query.error.value, null, 'not before');
  clock.advance(1);
  await query.settled();
  assert.is(query.error.value?.name, 'TimeoutError');
  query.dispose();
  done();
});

honoured('a response past the saved size fails with ResponseTooLargeError; a larger limit reads it', async () => {
  const { r, store, done } = mount({ createTransport, transportOptions: { fetch: nodeFetch }, defaults: { endpoint: `${fault.origin}/big` } });
  enter(r, SIZE, '1');
  save(r);
  const refused = startedQuery(store);
  await refused.settled();
  assert.is(refused.error.value?.name, 'ResponseTooLargeError');
  refused.dispose();
  enter(r, SIZE, '4');
  save(r);
  const read = startedQuery(store);
  await read.settled();
  assert.is(read.error.value, null);
  assert.is((read.data.value as { ok: string } | null)?.ok.length, 3 * 1024 * 1024);
  read.dispose();
  done();
});

honoured.run();
