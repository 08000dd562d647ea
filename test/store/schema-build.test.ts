import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execute, parse, printSchema } from 'graphql';
import { INTROSPECTION_QUERY } from '../../src/schema/index.ts';
import { createSchemaBuilder } from '../../src/store/index.ts';
import { eventsSchema } from '../helpers/schemas.ts';

const text = JSON.stringify(execute({ schema: eventsSchema(), document: parse(INTROSPECTION_QUERY) }));

/** A Worker stand-in running src/store/schema-worker.ts's protocol in process. */
async function fakeWorker(): Promise<Worker> {
  const listeners: Array<(event: MessageEvent) => void> = [];
  const scope = globalThis as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage?: unknown };
  const saved = { onmessage: scope.onmessage, postMessage: scope.postMessage };
  scope.postMessage = (data: unknown) => setTimeout(() => listeners.forEach((l) => l({ data } as MessageEvent)), 0);
  await import('../../src/store/schema-worker.ts');
  const onmessage = scope.onmessage!;
  Object.assign(scope, saved);
  return {
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => type === 'message' && listeners.push(listener),
    postMessage: (data: unknown) => {
      const own = scope.postMessage;
      scope.postMessage = (message: unknown) => setTimeout(() => listeners.forEach((l) => l({ data: message } as MessageEvent)), 0);
      onmessage({ data } as MessageEvent);
      scope.postMessage = own;
    },
    terminate: () => {},
  } as unknown as Worker;
}

const builder = suite('createSchemaBuilder');

builder('parses in the worker, types in batches, and builds the same schema', async () => {
  const worker = await fakeWorker();
  let created = 0;
  (globalThis as { Worker?: unknown }).Worker ??= class {};
  const b = createSchemaBuilder({ workerUrl: 'schema-worker.js', createWorker: () => (created += 1, worker) });
  const parsed = await b.parse(text);
  assert.equal(parsed, JSON.parse(text));
  assert.is(created, 1);
  const outcome = await b.build(parsed);
  assert.ok(outcome.ok);
  if (outcome.ok) assert.is(printSchema(outcome.schema), printSchema(eventsSchema()));
  b.dispose();
});

builder('parses on the main thread without a worker, and rejects what is not JSON', async () => {
  const b = createSchemaBuilder();
  assert.equal(await b.parse(text), JSON.parse(text));
  await b.parse('{ not json').then(
    () => assert.unreachable('parsed'),
    (error: unknown) => assert.instance(error, SyntaxError),
  );
});

builder('falls back to the main thread when the worker cannot start', async () => {
  (globalThis as { Worker?: unknown }).Worker ??= class {};
  const b = createSchemaBuilder({ workerUrl: 'schema-worker.js', createWorker: () => { throw new Error('no workers here'); } });
  assert.equal(await b.parse(text), JSON.parse(text));
});

builder.run();
