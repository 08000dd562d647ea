// The schema layer is pure (STYLE.md "Who owns what"): src/schema/ imports graphql and its own
// files only, never React, the DOM, the store or the transport; and its one public entry exports
// every module's API explicitly.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as schemaLayer from '../../src/schema/index.ts';

const dir = new URL('../../src/schema/', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
const IMPORT = /^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm;

// ---

const importsSuite = suite('src/schema imports');

importsSuite('reach only graphql and files of src/schema', () => {
  assert.ok(files.length >= 10);
  const outside: string[] = [];
  for (const file of files) {
    for (const [, specifier] of readFileSync(join(dir, file), 'utf8').matchAll(IMPORT)) {
      const isLocal = /^\.\/[a-z-]+\.ts$/.test(specifier!);
      // graphql's index, or one of its modules by path (build.mjs `graphqlModulesByPath`).
      const isGraphql = specifier === 'graphql' || /^graphql\/[a-z]+\/[a-zA-Z]+$/.test(specifier!);
      if (!isLocal && !isGraphql) outside.push(`${file}: ${specifier}`);
    }
  }
  assert.equal(outside, []);
});

importsSuite('use no browser or Node globals', () => {
  const used: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'process', 'require', 'fetch']) {
      if (new RegExp(`\\b${name}\\b(?!:)`).test(source)) used.push(`${file}: ${name}`);
    }
  }
  assert.equal(used, []);
});

importsSuite.run();

// ---

const indexSuite = suite('src/schema/index.ts');

indexSuite('exports the documented functions', () => {
  for (const name of [
    'buildSchemaFromIntrospection', 'summarizeSchema', 'listRootFields', 'filterRootFields', 'findRootField', 'widgetForInput',
    'buildArgumentForm', 'formValuesToVariables', 'variablesToUrl', 'variablesFromUrl', 'buildSelection', 'buildOperationDocument',
    'listOperations', 'detectPagination', 'createHintsResolver', 'displayHintsForType', 'destructiveVerb', 'humanize', 'describeType',
    'deriveEntities', 'entityFor', 'buildRecordDocuments', 'keyVariables', 'updateVariables', 'plural', 'countLabel',
  ]) {
    assert.type((schemaLayer as Record<string, unknown>)[name], 'function', name);
  }
  assert.type(schemaLayer.INTROSPECTION_QUERY, 'string');
});

indexSuite.run();
