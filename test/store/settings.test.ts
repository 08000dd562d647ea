import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_SELECTION_DEPTH } from '../../src/schema/index.ts';
import { createMemoryStorage, createSettings, readStoredColorScheme, resolveWebSocketUrl, storeConstants, validateSettings } from '../../src/store/index.ts';

const validate = suite('validateSettings');

validate('accepts absolute http(s) addresses and same-origin paths', () => {
  assert.equal(validateSettings({ endpoint: '/graphql' }), {});
  assert.equal(validateSettings({ endpoint: 'https://api.example.com/graphql' }), {});
  assert.equal(validateSettings({ endpoint: 'http://127.0.0.1:4000/graphql', wsEndpoint: 'ws://127.0.0.1:4000/graphql' }), {});
  assert.equal(validateSettings({ wsEndpoint: 'wss://x.example/graphql' }), {});
  assert.equal(validateSettings({ wsEndpoint: '/graphql' }), {});
  assert.equal(validateSettings({ wsEndpoint: '' }), {});
  assert.equal(validateSettings({ wsEndpoint: null }), {});
});

validate('rejects bad addresses with a message saying what was expected', () => {
  assert.match(validateSettings({ endpoint: 'not a url' }).endpoint!, /http:\/\/ or https:\/\/ address or a path/);
  assert.match(validateSettings({ endpoint: 'ftp://x.example/' }).endpoint!, /got ftp:/);
  assert.match(validateSettings({ endpoint: '' }).endpoint!, /Enter the GraphQL address/);
  assert.match(validateSettings({ endpoint: '//evil.example/graphql' }).endpoint!, /Expected/);
  assert.match(validateSettings({ wsEndpoint: 'https://x.example/graphql' }).wsEndpoint!, /ws:\/\/ or wss:\/\//);
  assert.match(validateSettings({ wsEndpoint: 'nope' }).wsEndpoint!, /ws:\/\/ or wss:\/\//);
});

validate('checks the token name, the persisted-queries switch and the selection depth', () => {
  const errors = validateSettings({ tokenName: ' ', persistedQueries: 'yes', selectionDepth: storeConstants.MAX_SELECTION_DEPTH + 1 });
  assert.equal(Object.keys(errors).sort(), ['persistedQueries', 'selectionDepth', 'tokenName']);
  assert.match(validateSettings({ tokenName: 'a b' }).tokenName!, /without spaces/);
  assert.match(validateSettings({ selectionDepth: 1.5 }).selectionDepth!, /whole number/);
  assert.equal(validateSettings({ tokenName: 'my-token', persistedQueries: true, selectionDepth: 3, other: 1 }), {});
});

validate('checks the request timeout (whole seconds, 0 for none) and the response size limit (whole MiB), saying what was expected', () => {
  for (const ok of [0, 1, storeConstants.MAX_REQUEST_TIMEOUT_S]) assert.equal(validateSettings({ requestTimeoutSeconds: ok }), {}, String(ok));
  for (const ok of [storeConstants.MIN_MAX_RESPONSE_MIB, 64, storeConstants.MAX_MAX_RESPONSE_MIB]) assert.equal(validateSettings({ maxResponseMiB: ok }), {}, String(ok));
  assert.is(validateSettings({ requestTimeoutSeconds: -1 }).requestTimeoutSeconds, `Expected whole seconds from 0 (no limit) to ${storeConstants.MAX_REQUEST_TIMEOUT_S}, got -1`);
  for (const bad of [1.5, storeConstants.MAX_REQUEST_TIMEOUT_S + 1, '30', null]) assert.ok(validateSettings({ requestTimeoutSeconds: bad }).requestTimeoutSeconds, String(bad));
  assert.is(validateSettings({ requestTimeoutSeconds: Number.NaN }).requestTimeoutSeconds, `Expected whole seconds from 0 (no limit) to ${storeConstants.MAX_REQUEST_TIMEOUT_S}`, 'an emptied field names nothing');
  assert.is(validateSettings({ maxResponseMiB: 0 }).maxResponseMiB, `Expected a whole number of MiB from ${storeConstants.MIN_MAX_RESPONSE_MIB} to ${storeConstants.MAX_MAX_RESPONSE_MIB}, got 0`);
  for (const bad of [storeConstants.MAX_MAX_RESPONSE_MIB + 1, 0.5, '64']) assert.ok(validateSettings({ maxResponseMiB: bad }).maxResponseMiB, String(bad));
});

validate('accepts selection depths from MIN_SELECTION_DEPTH to MAX_SELECTION_DEPTH and refuses one beyond either end', () => {
  const { MIN_SELECTION_DEPTH: min, MAX_SELECTION_DEPTH: max } = storeConstants;
  for (const depth of [min, max]) assert.equal(validateSettings({ selectionDepth: depth }), {}, String(depth));
  for (const depth of [min - 1, max + 1]) assert.match(validateSettings({ selectionDepth: depth }).selectionDepth!, `from ${min} to ${max}`);
  // One check for every whole-number setting (review finding 18): an emptied field names nothing here too.
  assert.is(validateSettings({ selectionDepth: Number.NaN }).selectionDepth, `Expected a whole number from ${min} to ${max}`);
  assert.is(validateSettings({ selectionDepth: max + 1 }).selectionDepth, `Expected a whole number from ${min} to ${max}, got ${max + 1}`);
});

validate('checks the hashed-GET switch', () => {
  assert.equal(validateSettings({ useGetForHashedQueries: true }), {});
  assert.equal(validateSettings({ useGetForHashedQueries: false }), {});
  assert.is(validateSettings({ useGetForHashedQueries: 'yes' }).useGetForHashedQueries, 'Expected on or off');
});

validate('accepts the preflight headers Apollo Server and graphql-yoga take', () => {
  assert.equal(validateSettings({ preflightHeaderName: 'Apollo-Require-Preflight', preflightHeaderValue: 'true' }), {});
  assert.equal(validateSettings({ preflightHeaderName: 'x-graphql-yoga-csrf', preflightHeaderValue: '1' }), {});
  assert.equal(validateSettings({ preflightHeaderName: ' X-Requested-With ', preflightHeaderValue: 'Facet client' }), {});
});

validate('refuses an empty preflight header name or value, saying why', () => {
  const empty = validateSettings({ preflightHeaderName: '', preflightHeaderValue: '  ' });
  assert.match(empty.preflightHeaderName!, /Enter the header name the server requires, e\.g\. Apollo-Require-Preflight or x-graphql-yoga-csrf/);
  assert.match(empty.preflightHeaderValue!, /Enter the header value, e\.g\. true: an empty header does not pass the server's CSRF check/);
  assert.ok(validateSettings({ preflightHeaderName: null }).preflightHeaderName);
  assert.ok(validateSettings({ preflightHeaderValue: 1 }).preflightHeaderValue);
});

validate('refuses header names and values fetch would reject', () => {
  assert.match(validateSettings({ preflightHeaderName: 'Apollo Require' }).preflightHeaderName!, /no spaces or colons\), got "Apollo Require"/);
  assert.match(validateSettings({ preflightHeaderName: 'x-csrf:' }).preflightHeaderName!, /got "x-csrf:"/);
  assert.match(validateSettings({ preflightHeaderValue: 'a\nb' }).preflightHeaderValue!, /printable ASCII characters on one line/);
  assert.match(validateSettings({ preflightHeaderValue: 'café' }).preflightHeaderValue!, /printable ASCII/);
});

validate('checks header rows and says which row is wrong', () => {
  assert.equal(validateSettings({ headers: [{ name: 'x-api-key', value: 'k1' }, { name: 'X-Hasura-Role', value: 'user' }] }), {});
  const errors = validateSettings({ headers: [{ name: 'x-api-key', value: 'k1' }, { name: 'Cookie', value: 'a=1' }, { name: 'x-api-key', value: '' }] });
  assert.is(errors.headers, 'Correct the headers marked below');
  assert.equal(errors.headerRows![0], {});
  assert.match(errors.headerRows![1]!.name!, /cookies/);
  assert.match(errors.headerRows![2]!.name!, /already set above/);
  assert.match(errors.headerRows![2]!.value!, /Enter a value/);
  assert.is(validateSettings({ headers: 'x-api-key: 1' }).headers, 'Expected rows of header name and value');
});

validate.run();

// ---

const resolve = suite('resolveWebSocketUrl');

resolve('resolves a path against the page with ws for http and wss for https', () => {
  assert.is(resolveWebSocketUrl('/graphql', 'http://127.0.0.1:4000/app/'), 'ws://127.0.0.1:4000/graphql');
  assert.is(resolveWebSocketUrl('/graphql', 'https://x.example/'), 'wss://x.example/graphql');
  assert.is(resolveWebSocketUrl('wss://y.example/g', 'https://x.example/'), 'wss://y.example/g');
  assert.is(resolveWebSocketUrl(null, 'https://x.example/'), null);
});

resolve.run();

// ---

const settings = suite('createSettings');

/** The active profile's saved values, as stored. */
function savedValues(storage: ReturnType<typeof createMemoryStorage>): unknown {
  const stored = JSON.parse(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY)!) as { active: string; profiles: { id: string; values: unknown }[] };
  return stored.profiles.find((p) => p.id === stored.active)!.values;
}

settings('starts from the built-in defaults: same-origin /graphql, apollo-token, Apollo-Require-Preflight: true, depth 2', () => {
  const s = createSettings(createMemoryStorage());
  assert.equal(s.values.value, {
    endpoint: '/graphql',
    wsEndpoint: null,
    tokenName: 'apollo-token',
    persistedQueries: false,
    useGetForHashedQueries: false,
    preflightHeaderName: 'Apollo-Require-Preflight',
    preflightHeaderValue: 'true',
    selectionDepth: 2,
    headers: [],
    requestTimeoutSeconds: 30,
    maxResponseMiB: 64,
  });
});


settings('saves hashed GET and a trimmed preflight header, and takes them from deployment defaults', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage, { preflightHeaderName: 'x-graphql-yoga-csrf', preflightHeaderValue: '', useGetForHashedQueries: 'no' });
  assert.is(s.values.value.preflightHeaderName, 'x-graphql-yoga-csrf');
  assert.is(s.values.value.preflightHeaderValue, 'true', 'an invalid default is dropped');
  assert.is(s.values.value.useGetForHashedQueries, false);
  assert.equal(s.save({ useGetForHashedQueries: true, preflightHeaderName: ' x-csrf ', preflightHeaderValue: ' 1 ' }), { ok: true });
  assert.equal(savedValues(storage), {
    useGetForHashedQueries: true,
    preflightHeaderName: 'x-csrf',
    preflightHeaderValue: '1',
  });
  const reloaded = createSettings(storage).values.value;
  assert.equal([reloaded.useGetForHashedQueries, reloaded.preflightHeaderName, reloaded.preflightHeaderValue], [true, 'x-csrf', '1']);
});

settings('saves nothing when the preflight header value is empty', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  const result = s.save({ preflightHeaderName: 'x-graphql-yoga-csrf', preflightHeaderValue: '' });
  assert.equal(result.ok ? [] : Object.keys(result.errors), ['preflightHeaderValue']);
  assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null);
  assert.is(s.values.value.preflightHeaderName, 'Apollo-Require-Preflight');
});

settings('saves valid changes to storage under the namespaced key', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  assert.equal(s.save({ endpoint: ' https://api.example/graphql ', wsEndpoint: '' }), { ok: true });
  assert.is(s.values.value.endpoint, 'https://api.example/graphql');
  assert.is(s.values.value.wsEndpoint, null);
  assert.equal(savedValues(storage), { endpoint: 'https://api.example/graphql', wsEndpoint: null });
  assert.is(createSettings(storage).values.value.endpoint, 'https://api.example/graphql');
});

settings('rejects a bad URL with a message and saves nothing of that change', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  const result = s.save({ endpoint: 'htp:/broken', tokenName: 'other' });
  assert.is(result.ok, false);
  assert.ok(!result.ok && result.errors.endpoint);
  assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null);
  assert.is(s.values.value.tokenName, 'apollo-token');
});

settings('merges deployment defaults under the user settings, dropping invalid defaults', () => {
  const s = createSettings(createMemoryStorage(), { endpoint: 'https://deploy.example/graphql', wsEndpoint: 'wss://deploy.example/graphql', selectionDepth: 99 });
  assert.is(s.values.value.endpoint, 'https://deploy.example/graphql');
  assert.is(s.values.value.selectionDepth, DEFAULT_SELECTION_DEPTH);
  s.save({ endpoint: '/mine' });
  assert.is(s.values.value.endpoint, '/mine');
  assert.is(s.values.value.wsEndpoint, 'wss://deploy.example/graphql');
  s.reset(['endpoint']);
  assert.is(s.values.value.endpoint, 'https://deploy.example/graphql');
  const errors = s.setDefaults({ persistedQueries: true, tokenName: '' });
  assert.equal(Object.keys(errors), ['tokenName']);
  assert.is(s.values.value.persistedQueries, true);
  assert.is(s.values.value.endpoint, '/graphql');
});

settings('ignores stored values that are corrupt or invalid', () => {
  const key = storeConstants.SETTINGS_STORAGE_KEY;
  assert.equal(createSettings(createMemoryStorage({ [key]: '{not json' })).user.value, {});
  const s = createSettings(createMemoryStorage({ [key]: JSON.stringify({ endpoint: 'javascript:alert(1)', selectionDepth: 3 }) }));
  assert.equal(s.user.value, { selectionDepth: 3 });
});

settings('reloads what another tab saved', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  createSettings(storage).save({ selectionDepth: 4 });
  assert.is(s.values.value.selectionDepth, 2);
  s.reload();
  assert.is(s.values.value.selectionDepth, 4);
});

settings('saves header rows trimmed, and reads them back', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  assert.equal(s.save({ headers: [{ name: ' x-api-key ', value: ' k1 ' }] }), { ok: true });
  assert.equal(createSettings(storage).values.value.headers, [{ name: 'x-api-key', value: 'k1' }]);
  assert.is(s.save({ headers: [{ name: 'Host', value: 'evil.example' }] }).ok, false);
  assert.equal(s.values.value.headers, [{ name: 'x-api-key', value: 'k1' }]);
});

settings.run();

// ---

const profiles = suite('createSettings profiles');

profiles('turns the single settings of earlier versions into the first profile, named Default', () => {
  const key = storeConstants.SETTINGS_STORAGE_KEY;
  const storage = createMemoryStorage({ [key]: JSON.stringify({ endpoint: 'https://old.example/graphql', tokenName: 'old-token' }) });
  const s = createSettings(storage);
  assert.equal(s.profiles.value, [{ id: 'default', name: 'Default' }]);
  assert.equal(s.activeProfile.value, { id: 'default', name: 'Default' });
  assert.is(s.values.value.endpoint, 'https://old.example/graphql');
  assert.is(s.values.value.tokenName, 'old-token');
  s.save({ selectionDepth: 3 });
  assert.equal(savedValues(storage), { endpoint: 'https://old.example/graphql', tokenName: 'old-token', selectionDepth: 3 });
});

profiles('adds a profile with its own settings and switches to it, keeping the first one intact', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  s.save({ headers: [{ name: 'x-api-key', value: 'first-key' }] });
  const added = s.addProfile('Shopify staging', { endpoint: 'https://shop.example/api/graphql', headers: [{ name: 'X-Shopify-Storefront-Access-Token', value: 'shop' }] });
  assert.equal(added, { ok: true, id: 'shopify-staging' });
  assert.equal(s.activeProfile.value, { id: 'shopify-staging', name: 'Shopify staging' });
  assert.is(s.values.value.endpoint, 'https://shop.example/api/graphql');
  assert.equal(s.values.value.headers, [{ name: 'X-Shopify-Storefront-Access-Token', value: 'shop' }]);
  assert.ok(s.switchProfile('default'));
  assert.is(s.values.value.endpoint, '/graphql');
  assert.equal(s.values.value.headers, [{ name: 'x-api-key', value: 'first-key' }]);
  assert.is(createSettings(storage).activeProfile.value.id, 'default', 'the active profile is stored');
  assert.is(s.switchProfile('nope'), false);
  assert.is(s.activeProfile.value.id, 'default');
});

profiles('refuses a profile with an empty or taken name or invalid settings, saving nothing', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  const empty = s.addProfile(' ', {});
  assert.ok(!empty.ok && /Enter a name/.test(empty.errors.name!));
  const taken = s.addProfile('default', {});
  assert.ok(!taken.ok && /already saved/.test(taken.errors.name!));
  const bad = s.addProfile('Other', { endpoint: 'nope' });
  assert.ok(!bad.ok && bad.errors.endpoint);
  assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null);
  assert.is(s.profiles.value.length, 1);
});

profiles('renames a profile keeping its id, and removes any but the last', () => {
  const s = createSettings(createMemoryStorage());
  s.addProfile('Staging', { endpoint: '/staging' });
  assert.is(s.renameProfile('staging', 'Pre-production'), null);
  assert.equal(s.activeProfile.value, { id: 'staging', name: 'Pre-production' });
  assert.match(s.renameProfile('staging', 'Default')!, /already saved/);
  assert.ok(s.removeProfile('staging'));
  assert.equal(s.activeProfile.value, { id: 'default', name: 'Default' });
  assert.is(s.removeProfile('default'), false, 'the last profile stays');
});

profiles('reloads a switch made in another tab', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  createSettings(storage).addProfile('Other', { endpoint: '/other' });
  assert.is(s.values.value.endpoint, '/graphql');
  s.reload();
  assert.equal([s.activeProfile.value.id, s.values.value.endpoint], ['other', '/other']);
});

profiles.run();

// ---

const schemes = suite('createSettings colour scheme');

/** The stored settings object as JSON, or null when nothing is stored. */
function stored(storage: ReturnType<typeof createMemoryStorage>): Record<string, unknown> | null {
  return JSON.parse(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
}

schemes('follows the system until a scheme is chosen, and stores nothing for it', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  assert.is(s.colorScheme.value, 'system');
  s.setColorScheme('system');
  assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null);
});

schemes('remembers the choice at once beside the profiles, and forgets it when System is chosen again', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  s.setColorScheme('dark');
  assert.is(s.colorScheme.value, 'dark');
  assert.is(stored(storage)!.colorScheme, 'dark');
  assert.equal(savedValues(storage), {}, 'no endpoint setting changes');
  assert.is(createSettings(storage).colorScheme.value, 'dark', 'a reload reads it back');
  s.setColorScheme('light');
  assert.is(createSettings(storage).colorScheme.value, 'light');
  s.setColorScheme('system');
  assert.is(s.colorScheme.value, 'system');
  assert.is(storage.getItem(storeConstants.SETTINGS_STORAGE_KEY), null, 'back to pristine: nothing stored');
});

schemes('keeps the choice whichever endpoint is saved, added, switched, removed or reset', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  s.setColorScheme('dark');
  s.save({ selectionDepth: 3 });
  s.addProfile('Staging', { endpoint: '/staging' });
  assert.ok(s.switchProfile('default'));
  assert.is(s.renameProfile('staging', 'Pre-production'), null);
  assert.ok(s.removeProfile('staging'));
  s.reset();
  assert.is(s.colorScheme.value, 'dark');
  assert.is(stored(storage)!.colorScheme, 'dark', 'kept although every endpoint setting is back to its default');
  assert.is(createSettings(storage).colorScheme.value, 'dark');
});

schemes('reloads a choice made in another tab', () => {
  const storage = createMemoryStorage();
  const s = createSettings(storage);
  createSettings(storage).setColorScheme('light');
  assert.is(s.colorScheme.value, 'system');
  s.reload();
  assert.is(s.colorScheme.value, 'light');
});

schemes.run();

// ---

const readScheme = suite('readStoredColorScheme');

readScheme('reads the saved choice without a store, and System when there is none or storage refuses', () => {
  const storage = createMemoryStorage();
  assert.is(readStoredColorScheme(storage), 'system');
  createSettings(storage).setColorScheme('dark');
  assert.is(readStoredColorScheme(storage), 'dark');
  assert.is(readStoredColorScheme(createMemoryStorage({ [storeConstants.SETTINGS_STORAGE_KEY]: '{oops' })), 'system');
  const refusing = { getItem: (): string | null => { throw new DOMException('The operation is insecure.', 'SecurityError'); } };
  assert.is(readStoredColorScheme(refusing), 'system');
});

readScheme.run();
