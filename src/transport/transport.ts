/**
 * createTransport: the one object the store talks to. HTTP requests (queries, mutations, hashed
 * queries, uploads) go through http.ts; subscriptions through the WebSocket half (socket-client.ts).
 * Each default is applied once, by the half that uses it; those both halves share (token name,
 * storage) are the same constants in both. dispose() ends both halves: the socket and its
 * subscriptions, and every HTTP request in flight (review C9: one AbortController per
 * transport, the HTTP half's `signal`).
 */
import { createHttpRequest, type HttpOptions, type HttpRequest } from './http.ts';
import { createSocketClient, type SocketClient, type SocketClientOptions } from './socket-client.ts';

/** Every option of both halves (HttpOptions, SocketClientOptions); `wsUrl` is the socket's `url`. */
export interface TransportOptions extends Omit<HttpOptions, 'signal'>, Omit<SocketClientOptions, 'url'> {
  /** WebSocket address for subscriptions; none → subscribe() fails with NoSubscriptionAddressError. @default null */
  wsUrl?: string | null;
}

/** The WebSocket half's client (subscribe, iterate, connection, problems, reconnect, dispose) plus HTTP requests. */
export interface Transport extends SocketClient {
  /** Resolves with the GraphQL result (errors and partial data included); rejects with ServerError, ParseError, NetworkError, TimeoutError, ResponseTooLargeError, or CancelledError on abort or dispose(). */
  request: HttpRequest;
}

export function createTransport(options: TransportOptions = {}): Transport {
  const { wsUrl = null } = options;
  const controller = new AbortController();
  const client = createSocketClient({ ...options, url: wsUrl });
  const { dispose } = client;
  // Object.assign keeps the socket client's getters (activeCount) live, which a spread would copy.
  return Object.assign(client, {
    request: createHttpRequest({ ...options, signal: controller.signal }),
    dispose() {
      controller.abort();
      dispose();
    },
  });
}
