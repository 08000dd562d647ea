// The demo's resolvers, run by graphql-js against the built schema (no HTTP in between).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, parse, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSessions } from '../../src/demo/auth.ts';
import { BAD_USER_INPUT_CODE, DEMO_EMAIL, DEMO_PASSWORD, NOT_FOUND_CODE, UNAUTHENTICATED_CODE } from '../../src/demo/constants.ts';
import { createDemoData, type User } from '../../src/demo/data.ts';
import { createDemoPubSub } from '../../src/demo/pubsub.ts';
import { createDemoSchema, type DemoContext } from '../../src/demo/schema.ts';
import { createUploads } from '../../src/demo/uploads.ts';

const ORIGIN = 'http://demo.test:4000';
const NOW = new Date('2030-05-06T07:08:09.000Z');
const WAIT_MS = 2000;

let schema: GraphQLSchema;
let user: User;
let dir: string;

async function fresh(): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), 'facet-schema-'));
  const data = createDemoData();
  user = data.users[0]!;
  schema = createDemoSchema({ data, sessions: createSessions(data.users), pubSub: createDemoPubSub(), uploads: createUploads(dir), now: () => NOW });
}

async function run(source: string, variables: Record<string, unknown> = {}, signedIn = true): Promise<ExecutionResult<Record<string, any>>> {
  const contextValue: DemoContext = { user: signedIn ? user : null, origin: ORIGIN };
  return plain((await graphql({ schema, source, variableValues: variables, contextValue })) as ExecutionResult<Record<string, any>>);
}

/** The result as a client reads it: plain objects (graphql-js builds them without a prototype), dates as ISO text. */
function plain(result: ExecutionResult<Record<string, any>>): ExecutionResult<Record<string, any>> {
  return { ...result, ...(result.data !== undefined ? { data: JSON.parse(JSON.stringify(result.data)) } : {}) };
}

function codeOf(result: ExecutionResult): unknown {
  assert.ok(result.errors?.length, 'expected an error');
  return result.errors![0]!.extensions.code;
}

const resolvers = suite('createDemoSchema');
resolvers.before.each(fresh);
resolvers.after.each(() => rm(dir, { recursive: true, force: true }));

resolvers('answers an event by id with absolute image URLs for the origin the client reached', async () => {
  const { data, errors } = await run('{ event(id: "e1") { id title imageUrls coverImage venue { id } } }');
  assert.is(errors, undefined);
  assert.is(data!.event.id, 'e1');
  assert.ok(data!.event.imageUrls.length > 0);
  assert.ok(data!.event.imageUrls.every((url: string) => url.startsWith(`${ORIGIN}/`)), data!.event.imageUrls.join());
  assert.is(data!.event.coverImage, data!.event.imageUrls[0]);
});

resolvers('answers null for an event or venue that does not exist', async () => {
  const { data } = await run('{ event(id: "e999") { id } venue(by: { id: "v999" }) { id } }');
  assert.equal(data, { event: null, venue: null });
});

resolvers('finds a venue by id or by name in any case', async () => {
  const { data } = await run('{ a: venue(by: { id: "v1" }) { name } b: venue(by: { name: "harbour HALL" }) { id } }');
  assert.equal(data, { a: { name: 'Harbour Hall' }, b: { id: 'v1' } });
});

resolvers('refuses a venue lookup with both id and name (@oneOf)', async () => {
  const { errors } = await run('{ venue(by: { id: "v1", name: "Harbour Hall" }) { id } }');
  assert.ok(errors?.length);
});

resolvers('pages events by offset and filters them by category and every tag', async () => {
  const all = await run('{ events(limit: 100) { total items { id } } }');
  assert.is(all.data!.events.items.length, all.data!.events.total);
  const page = await run('{ events(limit: 2, offset: 1) { total items { id } } }');
  assert.equal(page.data!.events.items, all.data!.events.items.slice(1, 3));
  const music = await run('{ events(limit: 100, category: MUSIC) { items { category tags } } }');
  assert.ok(music.data!.events.items.length > 0);
  assert.ok(music.data!.events.items.every((e: { category: string }) => e.category === 'MUSIC'));
  const tag = music.data!.events.items[0].tags[0] as string;
  const tagged = await run('{ events(limit: 100, tags: [$tag]) { items { tags } } }'.replace('$tag', JSON.stringify(tag)));
  assert.ok(tagged.data!.events.items.every((e: { tags: string[] }) => e.tags.includes(tag)));
});

resolvers('searches title, description, tags and venue, case-insensitively, within the dates given', async () => {
  const { data } = await run('{ searchEvents(text: "LISBON") { venue { city } } }');
  assert.ok(data!.searchEvents.length > 0);
  assert.ok(data!.searchEvents.every((e: { venue: { city: string } | null }) => e.venue?.city === 'Lisbon'));
  const dated = await run('{ searchEvents(text: "", from: "2026-01-01", to: "2026-01-31") { date } }');
  assert.ok(dated.data!.searchEvents.every((e: { date: string }) => e.date >= '2026-01-01' && e.date <= '2026-01-31'));
});

resolvers('refuses a minimum rating outside 1 to 5, naming the argument', async () => {
  const result = await run('{ searchEvents(text: "", minRating: 6) { id } }');
  assert.is(codeOf(result), BAD_USER_INPUT_CODE);
  assert.is(result.errors![0]!.extensions.argument, 'minRating');
});

resolvers('tells who is signed in, and the server time from its clock', async () => {
  assert.equal((await run('{ me { email avatarUrl } serverTime }')).data, {
    me: { email: DEMO_EMAIL, avatarUrl: (await run('{ me { avatarUrl } }')).data!.me.avatarUrl },
    serverTime: NOW.toISOString(),
  });
  assert.match((await run('{ me { avatarUrl } }')).data!.me.avatarUrl, new RegExp(`^${ORIGIN}/`));
  assert.equal((await run('{ me { email } }', {}, false)).data, { me: null });
});

resolvers('signs in with the demo account and refuses a wrong password', async () => {
  const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token user { email } } }';
  const ok = await run(LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD }, false);
  assert.is(ok.data!.login.user.email, DEMO_EMAIL);
  assert.type(ok.data!.login.token, 'string');
  const wrong = await run(LOGIN, { e: DEMO_EMAIL, p: 'nope' }, false);
  assert.is(codeOf(wrong), UNAUTHENTICATED_CODE);
  assert.is(wrong.errors![0]!.message, 'Wrong e-mail address or password.');
});

resolvers('refuses every change without a signed-in user', async () => {
  const result = await run('mutation { deleteEvent(id: "e1") }', {}, false);
  assert.is(codeOf(result), UNAUTHENTICATED_CODE);
  assert.is((await run('{ event(id: "e1") { id } }')).data!.event.id, 'e1');
});

resolvers('creates an event with trimmed title, unique tags and the day of its start', async () => {
  const { data, errors } = await run(
    'mutation ($input: EventInput!) { createEvent(input: $input) { id title tags date startsAt } }',
    { input: { title: '  Launch  ', startsAt: '2030-01-02T23:30:00Z', tags: [' a ', 'a', 'b', ''] } },
  );
  assert.is(errors, undefined);
  assert.equal({ ...data!.createEvent, id: undefined }, { id: undefined, title: 'Launch', tags: ['a', 'b'], date: '2030-01-02', startsAt: '2030-01-02T23:30:00.000Z' });
  assert.is((await run(`{ event(id: "${data!.createEvent.id}") { title } }`)).data!.event.title, 'Launch');
});

resolvers('refuses an empty title, a bad rating, a negative price and too many tags, naming each argument', async () => {
  const CREATE = 'mutation ($input: EventInput!) { createEvent(input: $input) { id } }';
  const base = { title: 'Ok', startsAt: '2030-01-01T10:00:00Z' };
  for (const [input, argument] of [
    [{ ...base, title: '   ' }, 'input.title'],
    [{ ...base, rating: 0 }, 'input.rating'],
    [{ ...base, price: -1 }, 'input.price'],
    [{ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'input.tags'],
  ] as const) {
    const result = await run(CREATE, { input });
    assert.is(codeOf(result), BAD_USER_INPUT_CODE, argument);
    assert.is(result.errors![0]!.extensions.argument, argument);
  }
});

resolvers('refuses an event at a venue that does not exist', async () => {
  const result = await run('mutation ($input: EventInput!) { createEvent(input: $input) { id } }', {
    input: { title: 'Ok', startsAt: '2030-01-01T10:00:00Z', venueId: 'v999' },
  });
  assert.is(codeOf(result), NOT_FOUND_CODE);
  assert.is(result.errors![0]!.message, 'No venue has id "v999".');
});

resolvers('updates an event and keeps its images; refuses an unknown id', async () => {
  const before = (await run('{ event(id: "e2") { imageUrls } }')).data!.event.imageUrls;
  const { data } = await run('mutation ($input: EventInput!) { updateEvent(id: "e2", input: $input) { title imageUrls } }', {
    input: { title: 'Renamed', startsAt: '2030-01-01T10:00:00Z' },
  });
  assert.equal(data!.updateEvent, { title: 'Renamed', imageUrls: before });
  const missing = await run('mutation ($input: EventInput!) { updateEvent(id: "e999", input: $input) { id } }', {
    input: { title: 'x', startsAt: '2030-01-01T10:00:00Z' },
  });
  assert.is(codeOf(missing), NOT_FOUND_CODE);
});

resolvers('deletes an event once', async () => {
  assert.equal((await run('mutation { deleteEvent(id: "e3") }')).data, { deleteEvent: 'e3' });
  assert.equal((await run('{ event(id: "e3") { id } }')).data, { event: null });
  assert.is(codeOf(await run('mutation { deleteEvent(id: "e3") }')), NOT_FOUND_CODE);
});

resolvers('creates a venue with the default capacity and refuses a name already taken in any case', async () => {
  const CREATE = 'mutation ($input: VenueInput!) { createVenue(input: $input) { id name capacity location { latitude } } }';
  const address = { street: ' 1 Quay ', city: 'Porto', country: 'PORTUGAL' };
  const { data, errors } = await run(CREATE, { input: { name: 'New Hall', address } });
  assert.is(errors, undefined);
  assert.equal(data!.createVenue, { id: 'v7', name: 'New Hall', capacity: 100, location: null });
  const taken = await run(CREATE, { input: { name: 'new hall', address } });
  assert.is(codeOf(taken), BAD_USER_INPUT_CODE);
  assert.is(taken.errors![0]!.extensions.argument, 'input.name');
});

resolvers('refuses a venue capacity or coordinate out of range, naming the argument', async () => {
  const CREATE = 'mutation ($input: VenueInput!) { createVenue(input: $input) { id } }';
  const address = { street: '1 Quay', city: 'Porto', country: 'PORTUGAL' };
  const capacity = await run(CREATE, { input: { name: 'A', capacity: 0, address } });
  assert.is(capacity.errors![0]!.extensions.argument, 'input.capacity');
  const latitude = await run(CREATE, { input: { name: 'B', address: { ...address, location: { latitude: 91, longitude: 0 } } } });
  assert.is(latitude.errors![0]!.extensions.argument, 'input.address.location.latitude');
  const longitude = await run(CREATE, { input: { name: 'C', address: { ...address, location: { latitude: 0, longitude: -181 } } } });
  assert.is(longitude.errors![0]!.extensions.argument, 'input.address.location.longitude');
});

resolvers('adds a review by the signed-in user, dated by the clock; refuses a bad rating, an empty body or an unknown event', async () => {
  const ADD = 'mutation ($id: ID!, $r: Int!, $b: String!) { addReview(eventId: $id, rating: $r, body: $b) { eventId author rating body createdAt } }';
  const { data } = await run(ADD, { id: 'e1', r: 4, b: ' Great ' });
  assert.equal(data!.addReview, { eventId: 'e1', author: user.name, rating: 4, body: 'Great', createdAt: NOW.toISOString() });
  assert.is((await run(ADD, { id: 'e1', r: 9, b: 'x' })).errors![0]!.extensions.argument, 'rating');
  assert.is((await run(ADD, { id: 'e1', r: 3, b: '  ' })).errors![0]!.extensions.argument, 'body');
  assert.is(codeOf(await run(ADD, { id: 'e999', r: 3, b: 'x' })), NOT_FOUND_CODE);
});

resolvers('refuses an upload argument that is not a file', async () => {
  const result = await run('mutation ($p: File!) { uploadEventPhoto(eventId: "e1", photo: $p) { id } }', { p: 'not-a-file' });
  assert.is(codeOf(result), BAD_USER_INPUT_CODE);
});

async function firstEvent(source: string, then: () => Promise<unknown>): Promise<ExecutionResult<Record<string, any>>> {
  const stream = await subscribe({ schema, document: parse(source), contextValue: { user, origin: ORIGIN } });
  assert.ok(Symbol.asyncIterator in stream, JSON.stringify(stream));
  const iterator = (stream as AsyncGenerator<ExecutionResult<Record<string, any>>>)[Symbol.asyncIterator]();
  const next = iterator.next();
  await then();
  let timer: ReturnType<typeof setTimeout>;
  const expiry = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${WAIT_MS} ms`)), WAIT_MS)));
  try {
    return plain((await Promise.race([next, expiry])).value);
  } finally {
    clearTimeout(timer!);
    await iterator.return?.(undefined);
  }
}

resolvers('publishes created, updated and deleted events to their subscriptions', async () => {
  const CREATE = 'mutation { createEvent(input: { title: "Live", startsAt: "2030-01-01T10:00:00Z" }) { id } }';
  assert.is((await firstEvent('subscription { eventCreated { title } }', () => run(CREATE))).data!.eventCreated.title, 'Live');
  const UPDATE = 'mutation { updateEvent(id: "e1", input: { title: "Moved", startsAt: "2030-01-01T10:00:00Z" }) { id } }';
  assert.is((await firstEvent('subscription { eventUpdated { title } }', () => run(UPDATE))).data!.eventUpdated.title, 'Moved');
  assert.is((await firstEvent('subscription { eventDeleted }', () => run('mutation { deleteEvent(id: "e4") }'))).data!.eventDeleted, 'e4');
});

resolvers('publishes a review only to subscribers of its event, or of every event', async () => {
  const add = async () => {
    await run('mutation { addReview(eventId: "e2", rating: 5, body: "other") { id } }');
    await run('mutation { addReview(eventId: "e1", rating: 5, body: "mine") { id } }');
  };
  assert.is((await firstEvent('subscription { reviewAdded(eventId: "e1") { body } }', add)).data!.reviewAdded.body, 'mine');
  assert.is((await firstEvent('subscription { reviewAdded { body } }', add)).data!.reviewAdded.body, 'other');
});

resolvers('refuses a tick interval outside its bounds', async () => {
  const result = (await subscribe({ schema, document: parse('subscription { tick(intervalMs: 50) }'), contextValue: { user, origin: ORIGIN } })) as ExecutionResult;
  assert.is(codeOf(result), BAD_USER_INPUT_CODE);
  assert.is(result.errors![0]!.extensions.argument, 'intervalMs');
});

resolvers.run();
