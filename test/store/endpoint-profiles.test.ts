import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkProfileName, parseStoredProfiles, profileIdFor } from '../../src/store/index.ts';

const keepAll = (candidate: Record<string, unknown>) => candidate;

const parse = suite('parseStoredProfiles');

parse('reads the stored profiles and the active one', () => {
  const raw = JSON.stringify({ version: 2, active: 'b', profiles: [{ id: 'a', name: 'A', values: { endpoint: '/a' } }, { id: 'b', name: 'B', values: {} }] });
  assert.equal(parseStoredProfiles(raw, keepAll), {
    active: 'b',
    profiles: [
      { id: 'a', name: 'A', values: { endpoint: '/a' } },
      { id: 'b', name: 'B', values: {} },
    ],
  });
});

parse('migrates the single settings object into a first profile named Default', () => {
  assert.equal(parseStoredProfiles(JSON.stringify({ endpoint: '/old' }), keepAll), {
    active: 'default',
    profiles: [{ id: 'default', name: 'Default', values: { endpoint: '/old' } }],
  });
});

parse('falls back to one empty profile for nothing, corrupt text or no usable profile, and to the first when the active id is unknown', () => {
  const empty = { active: 'default', profiles: [{ id: 'default', name: 'Default', values: {} }] };
  assert.equal(parseStoredProfiles(null, keepAll), empty);
  assert.equal(parseStoredProfiles('{oops', keepAll), empty);
  assert.equal(parseStoredProfiles(JSON.stringify({ profiles: [{ id: 3 }] }), keepAll), empty);
  assert.is(parseStoredProfiles(JSON.stringify({ active: 'gone', profiles: [{ id: 'x', name: 'X', values: {} }] }), keepAll).active, 'x');
});

parse('reads the colour scheme stored beside the profiles, ignoring "system" and unknown values', () => {
  const stored = (colorScheme: unknown) => JSON.stringify({ version: 2, active: 'a', profiles: [{ id: 'a', name: 'A', values: {} }], colorScheme });
  assert.is(parseStoredProfiles(stored('dark'), keepAll).colorScheme, 'dark');
  assert.is(parseStoredProfiles(stored('light'), keepAll).colorScheme, 'light');
  assert.not.ok('colorScheme' in parseStoredProfiles(stored('system'), keepAll));
  assert.not.ok('colorScheme' in parseStoredProfiles(stored('purple'), keepAll));
  assert.not.ok('colorScheme' in parseStoredProfiles(stored(1), keepAll));
  assert.is(parseStoredProfiles(JSON.stringify({ endpoint: '/old', colorScheme: 'dark' }), keepAll).colorScheme, 'dark');
});

parse.run();

// ---

const ids = suite('profileIdFor');

ids('makes an id from the name’s words only, unique among the others', () => {
  assert.is(profileIdFor('Shopify staging', []), 'shopify-staging');
  assert.is(profileIdFor('Shopify staging', [{ id: 'shopify-staging', name: 'x', values: {} }]), 'shopify-staging-2');
  assert.is(profileIdFor('Café API!', []), 'cafe-api');
  assert.is(profileIdFor('✓✓', []), 'endpoint');
});

ids.run();

// ---

const names = suite('checkProfileName');

names('refuses an empty, overlong or taken name', () => {
  assert.match(checkProfileName('', [])!, /Enter a name/);
  assert.match(checkProfileName('x'.repeat(61), [])!, /at most 60/);
  assert.match(checkProfileName('staging', [{ id: 's', name: 'Staging', values: {} }])!, /already saved/);
  assert.is(checkProfileName('Production', [{ id: 's', name: 'Staging', values: {} }]), null);
});

names.run();
