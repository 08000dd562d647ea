import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createDocumentDraft, createMemoryStorage, createStore, storeConstants } from '../../src/store/index.ts';

const { DOCUMENT_DRAFT_STORAGE_KEY, DRAFT_SAVE_DELAY_MS } = storeConstants;

function setup() {
  const storage = createMemoryStorage();
  const clock = createManualClock();
  const drafts = createDocumentDraft({ storage, clock });
  const stored = () => JSON.parse(storage.getItem(DOCUMENT_DRAFT_STORAGE_KEY) ?? 'null');
  return { storage, clock, drafts, stored };
}

const draft = suite('createDocumentDraft');

draft('keeps its storage key and save delay', () => {
  assert.is(DOCUMENT_DRAFT_STORAGE_KEY, 'facet:document-draft');
  assert.is(DRAFT_SAVE_DELAY_MS, 300);
});

draft('saves once changes pause, the variables serialised only then', () => {
  const { clock, drafts, stored } = setup();
  drafts.save({ query: 'query A { a }', variables: null, source: '' });
  drafts.save({ query: 'query AB { a b }', variables: { id: 1 }, source: '' });
  assert.equal(clock.pendingDelays(), [DRAFT_SAVE_DELAY_MS], 'each change restarts the one wait');
  clock.advance(DRAFT_SAVE_DELAY_MS - 1);
  assert.is(stored(), null);
  clock.advance(1);
  assert.equal(stored(), { query: 'query AB { a b }', variables: '{\n  "id": 1\n}', source: '' });
});

draft('keeps credentials out of storage: secret-named variables and literals are left out', () => {
  const { clock, drafts, stored, storage } = setup();
  drafts.save({
    query: 'mutation { login(email: "a@b.c", password: "hunter2") { token } signUp(input: { apiKey: "k-123", pin: 4321, name: "Ann" }) }',
    variables: { email: 'a@b.c', password: 'hunter2', input: { jwt: 'eyJ.x.y', list: [{ sessionId: 's1', keep: 1 }] } },
    source: '',
  });
  clock.advance(DRAFT_SAVE_DELAY_MS);
  const saved = stored();
  assert.is(saved.query, 'mutation { login(email: "a@b.c", password: "") { token } signUp(input: { apiKey: "", pin: 0, name: "Ann" }) }');
  assert.equal(JSON.parse(saved.variables), { email: 'a@b.c', input: { list: [{ keep: 1 }] } });
  const raw = storage.getItem(DOCUMENT_DRAFT_STORAGE_KEY) ?? '';
  for (const secret of ['hunter2', 'k-123', '4321', 'eyJ.x.y', 's1']) assert.not.ok(raw.includes(secret), secret);
});

draft('writes a waiting save at once on flush, and nothing when none waits', () => {
  const { clock, drafts, stored, storage } = setup();
  drafts.flush();
  assert.is(stored(), null);
  drafts.save({ query: 'query Quick { a }', variables: null, source: '?query=x' });
  drafts.flush();
  assert.equal(stored(), { query: 'query Quick { a }', variables: '', source: '?query=x' });
  assert.equal(clock.pendingDelays(), [], 'the waiting save is dropped');
  storage.removeItem(DOCUMENT_DRAFT_STORAGE_KEY);
  drafts.flush();
  assert.is(stored(), null, 'a flushed save is not written twice');
});

draft('reads back what it wrote, and a damaged entry as none', () => {
  const { drafts, storage } = setup();
  assert.is(drafts.read(), null);
  drafts.save({ query: 'query R { a }', variables: [1], source: '' });
  drafts.flush();
  assert.equal(drafts.read(), { query: 'query R { a }', variables: '[\n  1\n]', source: '' });
  storage.setItem(DOCUMENT_DRAFT_STORAGE_KEY, '{not json');
  assert.is(drafts.read(), null);
  storage.setItem(DOCUMENT_DRAFT_STORAGE_KEY, JSON.stringify({ query: 1, variables: '', source: '' }));
  assert.is(drafts.read(), null);
});

draft('keeps working when the storage refuses writes', () => {
  const clock = createManualClock();
  const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
  const drafts = createDocumentDraft({ storage: refusing, clock });
  drafts.save({ query: 'q', variables: null, source: '' });
  drafts.flush();
  assert.is(drafts.read(), null);
});

draft.run();

// ---

const storeDraft = suite('store.documentDraft');

storeDraft('lives in the injected draft storage, on the store clock, and is written on dispose', () => {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const draftStorage = createMemoryStorage();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, draftStorage, events: null, clock });
  store.documentDraft.save({ query: 'query Kept { a }', variables: null, source: '' });
  assert.equal(clock.pendingDelays(), [DRAFT_SAVE_DELAY_MS]);
  store.dispose();
  assert.match(draftStorage.getItem(DOCUMENT_DRAFT_STORAGE_KEY)!, 'Kept');
  assert.is(storage.getItem(DOCUMENT_DRAFT_STORAGE_KEY), null, 'not in the settings storage');
});

storeDraft.run();
