// Schema layer on the large generated schema (2,000 types, 600 root fields; issue 6 "Sidebar
// filter latency on the 2,000-type schema"): per-keystroke sidebar filtering, and the build of a
// schema from its introspection result, each beside a plain baseline.
import { buildClientSchema, execute, parse, type IntrospectionQuery } from 'graphql';
import {
  INTROSPECTION_QUERY,
  OPERATION_KINDS,
  buildOperationDocument,
  buildSchemaFromIntrospection,
  filterRootFields,
  findRootField,
  listRootFields,
  type RootField,
} from '../src/schema/index.ts';
import { largeSchema } from '../test/helpers/schemas.ts';
import { median, percentile } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

const KEYSTROKES = 200;
const BUILD_RUNS = 20;

function stats(samples: number[]): { median: number; p95: number } {
  return { median: median(samples), p95: percentile(samples, 95) };
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const schema = largeSchema();
const fields: RootField[] = OPERATION_KINDS.flatMap((kind) => listRootFields(schema, kind));

// 200 keystroke-like queries: typing root field names (and a few misses) one character at a time.
const words = ['getEntity0123', 'deleteEnt', 'onEntity00', 'connection', 'search', 'updateEntity01', 'zzz', 'entity0499List', 'LIST', 'get', 'e'];
const queries: string[] = [];
for (let i = 0; queries.length < KEYSTROKES; i += 1) {
  const word = words[i % words.length] ?? '';
  for (let n = 1; n <= word.length && queries.length < KEYSTROKES; n += 1) queries.push(word.slice(0, n));
}

function naiveFilter(list: readonly RootField[], text: string): RootField[] {
  return list.filter((field) => field.name.toLowerCase().includes(text.toLowerCase()));
}

// Warm both paths once so the JIT does not bill the first keystroke.
for (const q of queries) {
  filterRootFields(fields, q);
  naiveFilter(fields, q);
}
const filterSamples = queries.map((q) => time(() => filterRootFields(fields, q)));
const naiveSamples = queries.map((q) => time(() => naiveFilter(fields, q)));
const filter = stats(filterSamples);
const naive = stats(naiveSamples);

const introspectionText = JSON.stringify(execute({ schema, document: parse(INTROSPECTION_QUERY) }));
const buildSamples: number[] = [];
const baselineSamples: number[] = [];
for (let i = 0; i < BUILD_RUNS; i += 1) {
  buildSamples.push(time(() => {
    const outcome = buildSchemaFromIntrospection(JSON.parse(introspectionText));
    if (!outcome.ok) throw new Error(outcome.failure.message);
  }));
  baselineSamples.push(time(() => buildClientSchema((JSON.parse(introspectionText) as { data: IntrospectionQuery }).data)));
}
const build = stats(buildSamples);
const baseline = stats(baselineSamples);

const documentSamples: number[] = [];
for (const kind of OPERATION_KINDS) {
  for (const entry of listRootFields(schema, kind)) {
    const field = findRootField(schema, kind, entry.name);
    if (field) documentSamples.push(time(() => buildOperationDocument(schema, kind, field)));
  }
}
const documents = stats(documentSamples);

const ms = (value: number) => formatNumber(value, 3);
printTable({
  title: `Schema layer, generated schema: 2,000 types, ${fields.length} root fields (${formatNumber(introspectionText.length / 1024)} KB introspection JSON)`,
  columns: ['measurement', 'runs', 'median ms', 'p95 ms'],
  rows: [
    ['filterRootFields, one keystroke', KEYSTROKES, ms(filter.median), ms(filter.p95)],
    ['  baseline: lower-casing names per keystroke', KEYSTROKES, ms(naive.median), ms(naive.p95)],
    ['buildSchemaFromIntrospection (JSON.parse + build)', BUILD_RUNS, ms(build.median), ms(build.p95)],
    ['  baseline: graphql buildClientSchema (JSON.parse + build)', BUILD_RUNS, ms(baseline.median), ms(baseline.p95)],
    ['buildOperationDocument, per root field', documentSamples.length, ms(documents.median), ms(documents.p95)],
  ],
  note: 'Keystrokes type root field names one character at a time; a 60 Hz frame is 16.7 ms.',
});
