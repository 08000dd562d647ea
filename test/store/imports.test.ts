// The store's import direction (STYLE.md "Who owns what"): src/store/ imports only the transport's
// public entry, the schema layer (its entry, or a module by path), @preact/signals-core and graphql
// (its index, or a module by path), never React or the UI.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../../src/store/', import.meta.url).pathname;
const ALLOWED = new Set(['../transport/index.ts', '../schema/index.ts', '@preact/signals-core', 'graphql']);

const imports = suite('src/store imports');

imports('reach only the transport entry, the schema layer, signals-core and graphql', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  assert.ok(files.length > 5);
  const outside: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      const isLocal = specifier!.startsWith('./') && specifier!.endsWith('.ts');
      // A schema module by path (what the first screen needs, without the whole schema layer),
      // and graphql's modules by path likewise (build.mjs `graphqlModulesByPath`).
      const isSchemaModule = /^\.\.\/schema\/[a-z-]+\.ts$/.test(specifier!);
      const isGraphqlModule = /^graphql\/[a-z]+\/[a-zA-Z]+$/.test(specifier!);
      if (!isLocal && !isSchemaModule && !isGraphqlModule && !ALLOWED.has(specifier!)) outside.push(`${file}: ${specifier}`);
    }
  }
  assert.equal(outside, []);
});

imports.run();
