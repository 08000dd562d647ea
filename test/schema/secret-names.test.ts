import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSecretName, withoutSecretLiterals, withoutSecrets } from '../../src/schema/index.ts';

/**
 * Argument and input-field names as real APIs spell them (GitHub, Shopify, Hasura, Auth0,
 * Firebase, Stripe, AWS AppSync, Magento, WordPress GraphQL, Contentful, Apollo examples).
 */
const CREDENTIAL_NAMES = [
  'password', 'newPassword', 'oldPassword', 'currentPassword', 'password_confirmation', 'pass_word', 'passwd', 'pwd',
  'passphrase', 'passcode', 'clientSecret', 'client_secret', 'webhookSecret', 'secret', 'token', 'accessToken',
  'access_token', 'refreshToken', 'refresh_token', 'idToken', 'id_token', 'authToken', 'resetToken', 'customerAccessToken',
  'storefrontAccessToken', 'apiKey', 'API_KEY', 'apikey', 'x-api-key', 'privateKey', 'private_key', 'secretKey',
  'signingKey', 'jwt', 'JWT', 'jwtToken', 'bearer', 'bearerToken', 'authorization', 'Authorization', 'credentials',
  'credential', 'awsCredentials', 'sessionId', 'session_id', 'SESSIONID', 'sessionKey', 'cookie', 'cookies',
  'sessionCookie', 'otp', 'totp', 'otpCode', 'pin', 'tokens', 'apiKeys', 'passwords',
];
const ORDINARY_NAMES = [
  'name', 'id', 'ids', 'email', 'login', 'username', 'first', 'after', 'orderBy', 'where', 'filter', 'spin', 'pinned',
  'secretary', 'keyword', 'keys', 'description', 'apiVersion', 'author', 'authorId', 'authored', 'session', 'sessions',
  'tokenizer', 'passenger', 'pass', 'shopId',
];

// ---

const isSecretNameSuite = suite('isSecretName');

isSecretNameSuite('finds every credential name of the corpus, in any naming style', () => {
  const missed = CREDENTIAL_NAMES.filter((name) => !isSecretName(name));
  assert.equal(missed, []);
});

isSecretNameSuite('leaves ordinary names alone, including ones that contain a secret word inside a longer word', () => {
  const flagged = ORDINARY_NAMES.filter((name) => isSecretName(name));
  assert.equal(flagged, []);
});

isSecretNameSuite.run();

// ---

const withoutSecretsSuite = suite('withoutSecrets');

withoutSecretsSuite('drops secret-named keys at any depth, lists included, and keeps the rest as is', () => {
  const value = { user: 'ann', password: 'x', nested: { apiKey: 'k', items: [{ token: 't', n: 1 }, 2] }, when: null };
  assert.equal(withoutSecrets(value), { user: 'ann', nested: { items: [{ n: 1 }, 2] }, when: null });
  assert.is(withoutSecrets('plain'), 'plain');
  assert.equal(withoutSecrets({ file: new Blob(['x']), name: 'a' }), { file: null, name: 'a' }, 'files are not kept');
});

withoutSecretsSuite.run();

// ---

const literalsSuite = suite('withoutSecretLiterals');

literalsSuite('empties the literals of secret-named arguments and fields, also in text that does not parse yet', () => {
  assert.is(withoutSecretLiterals('{ login(user: "ann", password: "p\\"w") { token } }'), '{ login(user: "ann", password: "") { token } }');
  assert.is(withoutSecretLiterals('mutation { f(input: { otp: 123456, secret: """multi\nline""", note: "kept"'), 'mutation { f(input: { otp: 0, secret: "", note: "kept"');
  assert.is(withoutSecretLiterals('query { event(id: "e1") { title } }'), 'query { event(id: "e1") { title } }');
});

literalsSuite.run();
