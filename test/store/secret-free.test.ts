import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { documentWithoutSecrets, REMOVED_SECRET, withoutSecrets } from '../../src/store/secret-free.ts';

const variables = suite('withoutSecrets');

variables('drops credential-named keys at any depth and in lists, keeps look-alikes', () => {
  assert.equal(
    withoutSecrets({ token: 't', author: 'a', list: [{ sessionId: 's', id: 1 }], nested: { API_KEY: 'k', tokenizer: 'x' } }),
    { author: 'a', list: [{ id: 1 }], nested: { tokenizer: 'x' } },
  );
});

variables('turns files into null and keeps scalars as they are', () => {
  assert.equal(withoutSecrets({ file: new Blob(['x']), n: 1, s: 's', b: false, z: null }), { file: null, n: 1, s: 's', b: false, z: null });
});

variables.run();

// ---

const documents = suite('documentWithoutSecrets');

documents('replaces credential literals in arguments and input fields', () => {
  const out = documentWithoutSecrets('mutation { login(password: "p", input: { apiKey: "k", name: "n" }) { id } }');
  assert.not.match(out, /"p"|"k"/);
  assert.ok(out.includes(`password: "${REMOVED_SECRET}"`) && out.includes(`apiKey: "${REMOVED_SECRET}"`) && out.includes('name: "n"'), out);
});

documents('keeps a document without such literals exactly as written, variables included', () => {
  const text = 'mutation Login($password: String!) {\n  login(password: $password) { token }\n}';
  assert.is(documentWithoutSecrets(text), text);
  assert.is(documentWithoutSecrets('{ broken'), '{ broken');
});

documents.run();
