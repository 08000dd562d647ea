// Every src export is taken by another file (review D5): scripts/unused-exports.ts reads the
// exports and imports of src/, test/, bench/ and scripts/ with TypeScript's parser.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { unusedExports } from '../../scripts/unused-exports.ts';

const exportsSuite = suite('src exports');
const found = unusedExports();

exportsSuite('no export is used nowhere: delete it', () => {
  const dead = found.filter((e) => !e.local).map((e) => `${e.file}: ${e.name}`);
  assert.equal(dead, []);
});

exportsSuite('no value export is used only inside its own file: drop the `export`', () => {
  const local = found.filter((e) => e.local && e.value).map((e) => `${e.file}: ${e.name}`);
  assert.equal(local, []);
});

exportsSuite.run();
