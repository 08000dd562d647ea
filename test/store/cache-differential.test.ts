// The cache against graphql-js (issue 25 §1): for generated documents over the demo schema and
// every fixture style, graphql-js executes the document against seeded data, the result is written
// into a fresh cache and read back, and the read must equal graphql-js's answer: the same JSON,
// key order included, and complete. Then two documents over the same data (sharing entities) are
// written into one cache, and each read must equal its own execution; then the first document's
// answer from changed data is written over them, and its read must equal that answer.
//
// The document the cache sees is the one the store sends: `prepareDocument` adds `__typename` to
// every selection set below the root, and graphql-js executes that document, so the two answers
// compare as they are. The cache gets the schema's possible types (CacheOptions.possibleTypes),
// as the store gives it once the schema is known; without them fragment matching is loose (see
// docs/store.md).
//
// Reproduce a failure: FACET_CACHE_SEED=<seed> node --import tsx test/store/cache-differential.test.ts
// More cases: FACET_CACHE_CASES=<per schema> (default below), FACET_CACHE_FROM=<first seed>.
import { suite } from 'uvu';
import type { GraphQLSchema } from 'graphql';
import { createCache, prepareDocument } from '../../src/store/index.ts';
import { possibleTypesOf, type PossibleTypes } from '../../src/store/cache-fields.ts';
import {
  createKeyPolicy,
  generateDocument,
  validateGenerated,
  type GeneratedDocument,
} from '../helpers/generate-document.ts';
import { createRandom, executeInWorld } from '../helpers/seeded-world.ts';
import { demoSchema, relaySchema, styleSchema, unionsSchema } from '../helpers/schemas.ts';

const SCHEMAS: ReadonlyArray<readonly [string, () => GraphQLSchema]> = [
  ['demo', demoSchema],
  ['crud', () => styleSchema('crud')],
  ['hasura', () => styleSchema('hasura')],
  ['postgraphile', () => styleSchema('postgraphile')],
  ['storefront', () => styleSchema('storefront')],
  ['github', () => styleSchema('github')],
  ['relay', relaySchema],
  ['unions', unionsSchema],
];

/** Cases per schema: each is one single-document check and one overlapping pair (three documents' worth). */
const CASES = Number(process.env.FACET_CACHE_CASES ?? 150);
const FROM = Number(process.env.FACET_CACHE_FROM ?? 1);
const ONLY = process.env.FACET_CACHE_SEED === undefined ? undefined : Number(process.env.FACET_CACHE_SEED);
const seeds = ONLY === undefined ? Array.from({ length: CASES }, (_, i) => FROM + i) : [ONLY];

interface Prepared { readonly generated: GeneratedDocument; readonly prepared: ReturnType<typeof prepareDocument>; readonly expected: unknown }

function fail(schemaName: string, seed: number, check: string, doc: Prepared, actual: unknown, extra = ''): never {
  const excerpt = (value: unknown) => {
    const text = JSON.stringify(value);
    return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
  };
  throw new Error(
    [
      `cache differs from graphql-js (${schemaName}, seed ${seed}): ${check}${extra}`,
      `rerun: FACET_CACHE_SEED=${seed} node --import tsx test/store/cache-differential.test.ts`,
      'document (as the store sends it):',
      doc.prepared.query,
      `variables: ${JSON.stringify(doc.generated.variables)}`,
      `graphql-js: ${excerpt(doc.expected)}`,
      `cache:      ${excerpt(actual)}`,
    ].join('\n'),
  );
}

function check(schemaName: string, seed: number, label: string, doc: Prepared, cache: ReturnType<typeof createCache>): void {
  const read = cache.read(doc.prepared, doc.generated.variables);
  if (JSON.stringify(read.data) !== JSON.stringify(doc.expected)) fail(schemaName, seed, `${label}: read`, doc, read.data);
  if (!read.isComplete) fail(schemaName, seed, `${label}: read reports incomplete`, doc, read.data);
  const view = cache.view(doc.prepared, doc.generated.variables);
  if (JSON.stringify(view.data) !== JSON.stringify(doc.expected) || !view.isComplete) fail(schemaName, seed, `${label}: view`, doc, view.data);
}

function runCase(schemaName: string, schema: GraphQLSchema, possibleTypes: PossibleTypes, seed: number): void {
  const random = createRandom(seed);
  const policy = createKeyPolicy(schema, seed);
  const docs = [0, 1].map((): Prepared => {
    const generated = generateDocument(schema, random, policy);
    const prepared = prepareDocument(generated.text);
    try {
      return { generated, prepared, expected: executeInWorld(schema, prepared.document, generated.variables, seed) };
    } catch (error) {
      throw new Error(`${(error as Error).message} (${schemaName}, seed ${seed})\n${prepared.query}\nvariables: ${JSON.stringify(generated.variables)}`);
    }
  });
  const [a, b] = docs as [Prepared, Prepared];

  const single = createCache({ possibleTypes });
  single.write(a.prepared, a.generated.variables, a.expected);
  check(schemaName, seed, 'one document written, read back', a, single);

  const shared = createCache({ possibleTypes });
  shared.write(a.prepared, a.generated.variables, a.expected);
  shared.write(b.prepared, b.generated.variables, b.expected);
  check(schemaName, seed, 'two documents written, the first read back', a, shared);
  check(schemaName, seed, 'two documents written, the second read back', b, shared);

  // The server's data changes: the first document's new answer, written over both, reads back whole.
  const changed = { ...a, expected: executeInWorld(schema, a.prepared.document, a.generated.variables, seed + CHANGED_WORLD) };
  shared.write(a.prepared, a.generated.variables, changed.expected);
  check(schemaName, seed, 'two documents written, then the first again with changed data, read back', changed, shared);
}

/** Offset of the seed of the world after a change (any other world would do). */
const CHANGED_WORLD = 7919;

/** Seeds per schema whose documents graphql-js validates (the generator builds valid ones; validating all would cost seconds). */
const VALIDATED = 8;

const differential = suite('cache against graphql-js');

differential(`generates documents graphql-js validates, over every schema (${VALIDATED} seeds each)`, () => {
  for (const [name, build] of SCHEMAS) {
    const schema = build();
    for (const seed of seeds.slice(0, VALIDATED)) {
      const random = createRandom(seed);
      const policy = createKeyPolicy(schema, seed);
      for (let n = 0; n < 2; n++) {
        const { text } = generateDocument(schema, random, policy);
        const problems = validateGenerated(schema, text);
        if (problems.length) throw new Error(`invalid document (${name}, seed ${seed}): ${problems.join('; ')}\n${text}`);
      }
    }
  }
});

for (const [name, build] of SCHEMAS) {
  differential(`reads back what graphql-js answers, over the ${name} schema (${seeds.length} seeds)`, () => {
    const schema = build();
    const possibleTypes = possibleTypesOf(schema);
    for (const seed of seeds) runCase(name, schema, possibleTypes, seed);
  });
}

differential.run();
