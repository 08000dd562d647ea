import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildArgumentForm, findRootField, formValuesToVariables, initialFormValues, variablesFromUrl, variablesToUrl, type VariablesResult } from '../../src/schema/index.ts';
import { GraphQLInputObjectType } from 'graphql';
import { hasuraLikeSchema } from '../helpers/hasura-like.ts';
import { eventsSchema, relaySchema, schemaFromSdl, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();
const field = (kind: 'query' | 'mutation', name: string, schema = events) => {
  const found = findRootField(schema, kind, name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

const probe = schemaFromSdl(`
  scalar Date scalar DateTime scalar LocalDateTime scalar Timestamp scalar Time scalar LocalTime scalar JSON scalar URL
  scalar EmailAddress scalar BigInt scalar Decimal scalar UUID scalar ObjectID scalar ULID scalar Upload
  enum Color { RED GREEN }
  enum Country { AD AE AF AG AI AL AM AO AQ AR }
  type Query {
    f(i: Int, fl: Float, b: Boolean, s: String, id: ID, d: Date, dt: DateTime, ldt: LocalDateTime, ts: Timestamp, t: Time,
      lt: LocalTime, j: JSON, u: URL, e: EmailAddress, big: BigInt, dec: Decimal, uuid: UUID, oid: ObjectID, ulid: ULID,
      c: Color, country: Country, up: Upload,
      rating: Int, req: String!, withDefault: Int! = 3): Int
  }
`);
const f = findRootField(probe, 'query', 'f')!;

function convert(values: Record<string, unknown>): VariablesResult {
  return formValuesToVariables(f, { req: 'x', ...values });
}

function one(name: string, value: unknown): unknown {
  const result = convert({ [name]: value });
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.variables[name];
}

function errorFor(name: string, value: unknown): string {
  const result = convert({ [name]: value });
  if (result.ok) throw new Error(`expected an error for ${name}=${String(value)}`);
  return result.errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ');
}

// ---

const formValuesToVariablesSuite = suite('formValuesToVariables');

formValuesToVariablesSuite('parses Int and rejects fractions and values outside 32 bits', () => {
  assert.is(one('i', '42'), 42);
  assert.is(one('i', -7), -7);
  assert.match(errorFor('i', '3.5'), /^i: Expected an integer between -2147483648 and 2147483647, got "3.5"\./);
  assert.match(errorFor('i', 2147483648), /got 2147483648/);
  assert.match(errorFor('i', 'abc'), /got "abc"/);
});

formValuesToVariablesSuite('parses Float and rejects what is not finite', () => {
  assert.is(one('fl', '2.5'), 2.5);
  assert.is(one('fl', '1e3'), 1000);
  assert.match(errorFor('fl', Number.POSITIVE_INFINITY), /Expected a finite number, got Infinity/);
  assert.match(errorFor('fl', 'NaN'), /got "NaN"/);
});

formValuesToVariablesSuite('reports a missing required value and leaves out empty optional ones', () => {
  const missing = formValuesToVariables(f, {});
  assert.equal(missing, { ok: false, errors: [{ path: ['req'], message: 'Required: expected text, got nothing.' }] });
  assert.equal(convert({ i: '', s: '  ', b: null }), { ok: true, variables: { req: 'x' } });
});

formValuesToVariablesSuite('lets a non-null argument with a default stay empty but still checks a given value', () => {
  assert.equal(convert({ withDefault: '' }), { ok: true, variables: { req: 'x' } });
  assert.match(errorFor('withDefault', '1.5'), /^withDefault: Expected an integer/);
});

formValuesToVariablesSuite('checks enum membership', () => {
  assert.is(one('c', 'RED'), 'RED');
  assert.match(errorFor('c', 'BLUE'), /Expected one of RED, GREEN, got "BLUE"/);
});

formValuesToVariablesSuite('names the first eight values of a long enum and counts them all', () => {
  assert.is(errorFor('country', 'Germany'), 'country: Expected one of AD, AE, AF, AG, AI, AL, AM, AO, … (10 values), got "Germany".');
});

formValuesToVariablesSuite('accepts switches as booleans or their words', () => {
  assert.is(one('b', false), false);
  assert.is(one('b', 'true'), true);
  assert.match(errorFor('b', 'yes'), /Expected true or false, got "yes"/);
});

formValuesToVariablesSuite('checks dates as real calendar days in YYYY-MM-DD', () => {
  assert.is(one('d', '2026-02-28'), '2026-02-28');
  assert.match(errorFor('d', '2026-02-30'), /Expected a date as YYYY-MM-DD, got "2026-02-30"/);
  assert.match(errorFor('d', '28/02/2026'), /YYYY-MM-DD/);
});

formValuesToVariablesSuite('normalises DateTime to RFC 3339 with seconds and requires an offset', () => {
  assert.is(one('dt', '2026-05-01T19:30Z'), '2026-05-01T19:30:00Z');
  assert.is(one('dt', '2026-05-01 19:30:15.250+02:00'), '2026-05-01T19:30:15.250+02:00');
  assert.is(one('dt', new Date(Date.UTC(2026, 4, 1, 19, 30))), '2026-05-01T19:30:00.000Z');
  assert.match(errorFor('dt', '2026-05-01T19:30'), /with an offset \(RFC 3339\).*got "2026-05-01T19:30"/);
  assert.match(errorFor('dt', '2026-05-01T25:00Z'), /got "2026-05-01T25:00Z"/);
});

formValuesToVariablesSuite('writes LocalDateTime without an offset and Timestamp as milliseconds', () => {
  assert.is(one('ldt', '2026-05-01T19:30'), '2026-05-01T19:30:00');
  assert.match(errorFor('ldt', '2026-05-01T19:30Z'), /YYYY-MM-DDTHH:mm/);
  assert.is(one('ts', '2026-05-01T00:00:00Z'), Date.UTC(2026, 4, 1));
  assert.is(one('ts', 1700000000000), 1700000000000);
});

formValuesToVariablesSuite("writes Hasura's lower-case timestamp and time without an offset, never as milliseconds", () => {
  const hasura = schemaFromSdl('scalar timestamp scalar time type Query { f(at: timestamp, opens: time): Int }');
  const hf = findRootField(hasura, 'query', 'f')!;
  const result = formValuesToVariables(hf, { at: '2026-05-01T19:30', opens: '09:15' });
  assert.equal(result.ok && result.variables, { at: '2026-05-01T19:30:00', opens: '09:15' });
});

formValuesToVariablesSuite('checks a rating against the scale its description states', () => {
  const rated = schemaFromSdl('type Query { f("1 to 10" rating: Int, "Out of 100" score: Int, input: In): Int } input In { "1-10" stars: Int }');
  const rf = findRootField(rated, 'query', 'f')!;
  const ok = formValuesToVariables(rf, { rating: 8, score: 87, input: { stars: 9 } });
  assert.equal(ok.ok && ok.variables, { rating: 8, score: 87, input: { stars: 9 } });
  const bad = formValuesToVariables(rf, { rating: 11, input: { stars: 11 } });
  assert.equal(bad.ok ? [] : bad.errors.map((e) => `${e.path.join('.')}: ${e.message}`), [
    'rating: Expected a whole number of stars (0 to 10), got 11.',
    'input.stars: Expected a whole number of stars (0 to 10), got 11.',
  ]);
});

formValuesToVariablesSuite('writes Time as HH:mm:ss with an offset and LocalTime as given', () => {
  assert.is(one('t', '19:30'), '19:30:00Z');
  assert.is(one('t', '19:30:05+01:00'), '19:30:05+01:00');
  assert.is(one('lt', '19:30'), '19:30');
  assert.is(one('lt', '19:30:05'), '19:30:05');
  assert.match(errorFor('lt', '7pm'), /Expected a time as HH:mm\[:ss\], got "7pm"/);
  assert.match(errorFor('lt', '24:00'), /got "24:00"/);
});

formValuesToVariablesSuite('parses JSON text and explains invalid JSON', () => {
  assert.equal(one('j', '{"a":[1,2]}'), { a: [1, 2] });
  assert.equal(one('j', { already: true }), { already: true });
  assert.match(errorFor('j', '{a:1}'), /^j: Expected valid JSON, got "\{a:1\}": /);
});

formValuesToVariablesSuite('checks URLs, email addresses, UUIDs, ObjectIDs, ULIDs and big numbers', () => {
  assert.is(one('u', 'https://example.com/a.png'), 'https://example.com/a.png');
  assert.match(errorFor('u', 'example'), /absolute URL/);
  assert.is(one('e', 'ada@example.com'), 'ada@example.com');
  assert.match(errorFor('e', 'ada'), /email address/);
  assert.match(errorFor('uuid', 'nope'), /UUID/);
  assert.is(one('oid', ' 5e5677d71bdc2ae76344968c '), '5e5677d71bdc2ae76344968c');
  assert.is(errorFor('oid', '5e5677d71bdc2ae76344968'), 'oid: Expected a MongoDB ObjectID (24 hexadecimal characters) such as 5e5677d71bdc2ae76344968c, got "5e5677d71bdc2ae76344968".');
  assert.match(errorFor('oid', '123e4567-e89b-12d3-a456-426614174000'), /ObjectID/, 'a UUID is not an ObjectID');
  assert.is(one('ulid', '01arz3ndektsv4rrffq69g5fav'), '01arz3ndektsv4rrffq69g5fav', 'ULIDs are case-insensitive');
  assert.match(errorFor('ulid', '81ARZ3NDEKTSV4RRFFQ69G5FAV'), /^ulid: Expected a ULID \(26 Crockford base32 characters, the first 0–7\).*, got "81ARZ3NDEKTSV4RRFFQ69G5FAV"\.$/);
  assert.match(errorFor('ulid', '01ARZ3NDEKTSV4RRFFQ69G5FAU'), /ULID/, 'U is not Crockford base32');
  assert.is(one('big', '9007199254740993'), '9007199254740993');
  assert.is(one('dec', '12.50'), '12.50');
  assert.match(errorFor('big', '1.5'), /whole number/);
});

formValuesToVariablesSuite('accepts file objects for upload scalars and rejects anything else', () => {
  const file = new Blob(['hello'], { type: 'text/plain' });
  assert.is(one('up', file), file);
  assert.match(errorFor('up', 'C:/photo.png'), /Expected a file, got "C:\/photo.png"/);
});

formValuesToVariablesSuite('keeps ratings between 0 and the star count', () => {
  assert.is(one('rating', 4), 4);
  assert.match(errorFor('rating', 6), /stars \(0 to 5\)/);
});

formValuesToVariablesSuite('turns tags into arrays, also from comma-separated text', () => {
  const search = field('query', 'search');
  assert.equal(formValuesToVariables(search, { text: 'jazz', tags: 'a, b,,c', categories: ['MUSIC'] }), {
    ok: true,
    variables: { text: 'jazz', tags: ['a', 'b', 'c'], categories: ['MUSIC'] },
  });
  const bad = formValuesToVariables(search, { text: 'x', categories: ['MUSIC', 'OPERA'] });
  assert.equal(bad.ok ? [] : bad.errors.map((e) => e.path), [['categories', 1]]);
});

formValuesToVariablesSuite('walks nested input objects and reports errors with their path', () => {
  const create = field('mutation', 'createEvent');
  const result = formValuesToVariables(create, {
    input: { title: 'Gig', startsAt: '2026-05-01T19:30Z', date: '2026-05-01', tags: ['live'], venue: { name: 'Hall', capacity: '0' }, extra: '', rating: '' },
  });
  assert.equal(result.ok ? [] : result.errors, [
    { path: ['input', 'venue', 'capacity'], message: 'Expected an integer between 1 and 2147483647, got "0".' },
  ]);
  const fixed = formValuesToVariables(create, {
    input: { title: 'Gig', startsAt: '2026-05-01T19:30Z', date: '2026-05-01', tags: ['live'], venue: { name: 'Hall', capacity: 200 } },
  });
  assert.equal(fixed, {
    ok: true,
    variables: { input: { title: 'Gig', startsAt: '2026-05-01T19:30:00Z', date: '2026-05-01', tags: ['live'], venue: { name: 'Hall', capacity: 200 } } },
  });
});

formValuesToVariablesSuite('reports missing required nested fields and leaves out empty optional objects', () => {
  const create = field('mutation', 'createEvent');
  const result = formValuesToVariables(create, { input: { title: 'Gig', venue: { city: '' } } });
  assert.equal(result.ok ? [] : result.errors.map((e) => e.path.join('.')), ['input.startsAt', 'input.date']);
  const events2 = field('query', 'events');
  assert.equal(formValuesToVariables(events2, { filter: { text: '', categories: [] } }), { ok: true, variables: {} });
});

formValuesToVariablesSuite('converts repeatable lists of input objects row by row', () => {
  const people = field('query', 'people', unionsSchema());
  const result = formValuesToVariables(people, { where: { OR: [{ name: 'Ada' }, { name: 'Alan', not: { name: 'Turing' } }] }, limit: '5' });
  assert.equal(result, { ok: true, variables: { where: { OR: [{ name: 'Ada' }, { name: 'Alan', not: { name: 'Turing' } }] }, limit: 5 } });
});

formValuesToVariablesSuite('requires exactly one field of a @oneOf input', () => {
  const lookup = field('query', 'lookup', unionsSchema());
  assert.equal(formValuesToVariables(lookup, { by: { id: '1' } }), { ok: true, variables: { by: { id: '1' } } });
  const both = formValuesToVariables(lookup, { by: { id: '1', name: 'x' } });
  assert.equal(both.ok ? '' : both.errors[0]?.message, 'Expected exactly one of id, name, got id, name.');
});

formValuesToVariablesSuite('sends non-null lists of non-null items and rejects empty items in them', () => {
  const upload = field('mutation', 'uploadPhotos');
  const file = new Blob(['x']);
  assert.equal(formValuesToVariables(upload, { eventId: '1', files: [file] }), { ok: true, variables: { eventId: '1', files: [file] } });
  const missing = formValuesToVariables(upload, { eventId: '1', files: [file, null] });
  assert.equal(missing.ok ? [] : missing.errors.map((e) => e.path), [['files', 1]]);
  assert.equal(formValuesToVariables(upload, { eventId: '1', files: [] }), { ok: true, variables: { eventId: '1', files: [] } });
});

formValuesToVariablesSuite('sends a required Boolean left off as false, at the top and inside an input object', () => {
  const schema = schemaFromSdl(`
    input Flags { name: String, isPublic: Boolean!, isDraft: Boolean }
    type Query { q: Int }
    type Mutation { save(flags: Flags!, notify: Boolean!, extra: Flags): Int }
  `);
  const save = findRootField(schema, 'mutation', 'save')!;
  assert.equal(formValuesToVariables(save, { flags: { name: 'a' } }), { ok: true, variables: { flags: { name: 'a', isPublic: false }, notify: false } });
  assert.equal(formValuesToVariables(save, {}), { ok: true, variables: { flags: { isPublic: false }, notify: false } }, 'an optional object left blank stays out');
});

formValuesToVariablesSuite('refuses a file over the size its description states, in words', () => {
  const schema = schemaFromSdl('scalar Upload type Query { q: Int } type Mutation { add("Pictures (images up to 10 MB each)." photos: [Upload!]!, "A PDF, max 500 KB" doc: Upload): Int }');
  const add = findRootField(schema, 'mutation', 'add')!;
  const big = Object.assign(new Blob([new Uint8Array(11 * 1024 * 1024)]), { name: 'gala.png' });
  const fits = new Blob([new Uint8Array(1024)]);
  const result = formValuesToVariables(add, { photos: [fits, big], doc: new Blob([new Uint8Array(600 * 1024)]) });
  assert.equal(result.ok ? [] : result.errors, [
    { path: ['photos', 1], message: '“gala.png” is over the 10 MB limit. Choose a smaller file.' },
    { path: ['doc'], message: 'The file is over the 500 KB limit. Choose a smaller file.' },
  ]);
  assert.is(formValuesToVariables(add, { photos: [fits] }).ok, true);
});

formValuesToVariablesSuite('sends "" for a required String whose description says empty matches everything', () => {
  const schema = schemaFromSdl(`type Query {
    search("Text to look for; empty matches everything." text: String!, "Must not be empty." name: String!): Int
  }`);
  const search = findRootField(schema, 'query', 'search')!;
  assert.equal(formValuesToVariables(search, { name: 'a' }), { ok: true, variables: { text: '', name: 'a' } });
  assert.equal(formValuesToVariables(search, { text: ' ', name: 'a' }), { ok: true, variables: { text: ' ', name: 'a' } });
  const refused = formValuesToVariables(search, { text: 'x' });
  assert.equal(refused.ok ? [] : refused.errors.map((e) => e.path), [['name']], '"must not be empty" still asks');
  assert.equal(buildArgumentForm(search).fields.map((f) => [f.name, f.required]), [['text', false], ['name', true]]);
});

formValuesToVariablesSuite('walks only the input objects that hold values, however recursive the type', () => {
  const schema = hasuraLikeSchema();
  const opened: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLInputObjectType)) continue;
    const getFields = type.getFields.bind(type);
    type.getFields = () => (opened.push(type.name), getFields());
  }
  const users = findRootField(schema, 'query', 'users')!;
  const result = formValuesToVariables(users, { limit: 5, where: { name: { _ilike: '%a%' }, _and: [] } });
  assert.equal(result, { ok: true, variables: { limit: 5, where: { name: { _ilike: '%a%' } } } });
  assert.equal([...new Set(opened)].sort(), ['String_comparison_exp', 'users_bool_exp']);
});

formValuesToVariablesSuite.run();

// ---

const initialFormValuesSuite = suite('initialFormValues');

initialFormValuesSuite('prefills schema defaults, enum defaults as names', () => {
  assert.equal(initialFormValues(buildArgumentForm(field('query', 'events'))), { limit: 20, offset: 0, sort: 'STARTS_AT', order: 'ASC' });
  assert.equal(initialFormValues(buildArgumentForm(field('query', 'starred', relaySchema()))), { first: 10 });
});

initialFormValuesSuite.run();

// ---

const variablesToUrlSuite = suite('variablesToUrl');

variablesToUrlSuite('writes plain values as they are and the rest as JSON, in argument order', () => {
  const query = variablesToUrl(field('query', 'events'), { order: 'DESC', limit: 10, filter: { text: 'jazz', categories: ['MUSIC'] } });
  assert.is(query, 'limit=10&filter={%22categories%22:[%22MUSIC%22],%22text%22:%22jazz%22}&order=DESC');
  assert.is(new URL(`https://facet.test/query/events?${query}`).search, `?${query}`, 'a browser keeps the link as written');
});

variablesToUrlSuite('gives the same text for the same values whatever the key order', () => {
  const events2 = field('query', 'events');
  assert.is(variablesToUrl(events2, { filter: { text: 'a', minRating: 3 } }), variablesToUrl(events2, { filter: { minRating: 3, text: 'a' } }));
});

variablesToUrlSuite('never writes files or secret-named values', () => {
  assert.is(variablesToUrl(field('mutation', 'login'), { username: 'ada', password: 'hunter2' }), 'username=ada');
  const keyed = findRootField(schemaFromSdl('type Query { f(q: String, apiKey: String, API_KEY: String, pinned: Boolean): Int }'), 'query', 'f')!;
  assert.is(variablesToUrl(keyed, { q: 'a', apiKey: 'k1', API_KEY: 'k2', pinned: true }), 'q=a&pinned=true', 'apiKey is two words that join into a secret');
  assert.is(variablesToUrl(field('mutation', 'uploadPhoto'), { eventId: '7', file: new Blob(['x']) }), 'eventId=7');
  const create = field('mutation', 'createEvent');
  const text = variablesToUrl(create, { input: { title: 'x', cover: new Blob(['x']) } });
  assert.not.ok(decodeURIComponent(text).includes('cover'));
});

variablesToUrlSuite.run();

// ---

const variablesFromUrlSuite = suite('variablesFromUrl');

variablesFromUrlSuite('reads back what variablesToUrl wrote', () => {
  const events2 = field('query', 'events');
  const values = { limit: 10, offset: 30, filter: { categories: ['MUSIC'], from: '2026-01-01', text: 'a&b=c +%20#{}' }, sort: 'TITLE' };
  assert.equal(variablesFromUrl(events2, `?${variablesToUrl(events2, values)}`), values);
  const search = field('query', 'search');
  assert.equal(variablesFromUrl(search, variablesToUrl(search, { text: '{"not json"}', tags: ['x', 'y'] })), { text: '{"not json"}', tags: ['x', 'y'] });
});

variablesFromUrlSuite('ignores unknown and secret parameters and keeps unparsable values raw for validation', () => {
  const events2 = field('query', 'events');
  assert.equal(variablesFromUrl(events2, 'limit=ten&nope=1'), { limit: 'ten' });
  assert.equal(variablesFromUrl(field('mutation', 'login'), 'username=ada&password=x'), { username: 'ada' });
  const result = formValuesToVariables(events2, variablesFromUrl(events2, 'limit=ten'));
  assert.equal(result.ok ? [] : result.errors.map((e) => e.path), [['limit']]);
});

variablesFromUrlSuite.run();
