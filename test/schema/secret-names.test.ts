import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSecretName } from '../../src/schema/index.ts';

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
