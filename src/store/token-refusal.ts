/**
 * Whether the server refused the stored token (issue 16 "States": "Signed in" stayed after the
 * server answered UNAUTHENTICATED, and a pasted garbage token read "Signed in"). The store wraps
 * each transport it makes so every answer passes here: an HTTP answer to a request that carried
 * the token with a GraphQL error coded UNAUTHENTICATED or status 401, or a WebSocket whose
 * connection_init was refused (close 4401/4403) while a token was stored, marks the token refused. A new token (signing in, out, another tab) clears it.
 *
 * Rules, so a refusal is the token's and no other:
 * - The token an answer counts for is the one read when the request was sent; an answer to an
 *   older token (signed in again meanwhile) says nothing about the new one.
 * - An operation that itself sends a credential (a `password` variable: a sign-in) is refused for
 *   that credential, not for the token, so its UNAUTHENTICATED is left to its own result.
 *
 * Deliberately left out: a legacy server's connection_error before the ack (it gives no reason a
 * client can tell from other refusals), and a token the server ignores (answers as if signed out) cannot be told from
 * a valid one without knowing the API, so it reads "Signed in" until something refuses it.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isSecretName } from '../schema/secret-names.ts';
import { ServerError, SocketClosedError, type ExecutionResult, type Transport } from '../transport/index.ts';
import { TOKEN_REFUSED_ERROR_CODES, TOKEN_REFUSED_STATUS_CODES } from './constants.ts';

export interface TokenRefusal {
  /** True once the server refused the token now stored. */
  readonly isRefused: ReadonlySignal<boolean>;
  /** Watches a transport's answers and connection; returns it. */
  watch(transport: Transport): Transport;
  /** A new token (or none): nothing refused it yet. */
  clear(): void;
}

/** `readToken` reads the token the transport sends now (null when none would be sent). */
export function createTokenRefusal(readToken: () => string | null): TokenRefusal {
  const isRefused = signal(false);
  // Only an answer about the token still stored counts.
  const refuse = (sent: string | null, isRefusal: unknown) => {
    if (isRefusal && sent !== null && sent === readToken()) isRefused.value = true;
  };
  return {
    isRefused,
    watch(transport) {
      const { request } = transport;
      // A refused connection_init (4401/4403 close) while a token was stored.
      transport.connection.subscribe((state) => {
        if (state.status == 'closed' && state.error instanceof SocketClosedError) refuse(readToken(), TOKEN_REFUSED_STATUS_CODES.includes(state.error.code));
      });
      transport.request = (operation, options) => {
        // An operation sending a credential of its own (a sign-in's password) is refused for that.
        const sent = Object.keys(operation.variables ?? {}).some(isSecretName) ? null : readToken();
        return request(operation, options).then(
          (result) => (refuse(sent, isRefusedResult(result)), result),
          (error: unknown) => {
            refuse(sent, error instanceof ServerError && (TOKEN_REFUSED_STATUS_CODES.includes(error.status) || isRefusedResult(error.result)));
            throw error;
          },
        );
      };
      return transport;
    },
    clear() {
      isRefused.value = false;
    },
  };
}

/** Hostile answers are passed on untouched (`errors` as a string, `errors: [null]`): they are the views' to show. */
function isRefusedResult(result: ExecutionResult<unknown> | undefined): boolean {
  const errors: unknown = result?.errors;
  return Array.isArray(errors) && errors.some((error) => {
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' && TOKEN_REFUSED_ERROR_CODES.includes(code.toUpperCase());
  });
}
