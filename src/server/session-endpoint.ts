// The cookie a server render reads the token from (issue 17; security review finding 3), set by
// this server only: the page POSTs `{ "token": "…" }` (or `null` to clear) to SESSION_PATH
// (src/store/session-cookie.ts), and the answer sets
//
//   facet-token-<port>[-<upstream>]=<token>; Path=/; HttpOnly; SameSite=Strict
//
// Cookies ignore ports (RFC 6265 §8.5), so every server on the host receives it: the name binds it
// to one server and the API it fronts (upstream-identity.ts; none for the demo, which is its own
// API), and a server reads only its own name. A proxy restarted on the same port in front of
// another API has another name. HttpOnly: no script, on any port, reads it. No Max-Age: it lasts
// the browser session (the token itself stays in localStorage, and the app hands it over again).
//
// Only the page itself may set it: a POST whose Origin is this server's (a cross-site form or
// another port's page is refused), with a JSON body (a cross-origin one needs a preflight, never
// granted). The first, unscoped `facet-token` cookie is cleared whenever it comes along.
//
// Deliberately left out: `Secure` (the server listens on plain http on loopback) and tokens too long
// for a cookie (RFC 6265 §6.1: 4096 bytes per cookie): refused with 413, the page renders signed out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE_NAME } from '../store/session-cookie.ts';
import { parseCookieHeader } from './cookies.ts';
import { isFromElsewhere } from './fetch-metadata.ts';

/** Longest body read: a token that fits in a cookie, as JSON. */
const SESSION_BODY_MAX_BYTES = 8192;
/** RFC 6265 §6.1 "at least 4096 bytes per cookie" (name, value and attributes): what every browser keeps. */
const COOKIE_MAX_BYTES = 4096;
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Strict';

/** This server's session cookie name: its port, and the API it fronts when it is a proxy. */
export function sessionCookieName(port: string, upstream: string | null): string {
  return `${SESSION_COOKIE_NAME}-${port}${upstream === null ? '' : `-${upstream}`}`;
}

/**
 * The token the cookie named `name` carries in a request's Cookie header, or null. Two of that name
 * are no credential (review finding 11): a page on another port of the host can set a second one
 * (not HttpOnly, a longer Path, sent first) to sign the render in as someone else, and which is
 * this server's own cannot be told.
 */
export function tokenFromCookieHeader(header: string | undefined, name: string): string | null {
  const found = parseCookieHeader(header).filter((pair) => pair.name === name);
  if (found.length !== 1) return null;
  try {
    const value = decodeURIComponent(found[0]!.value);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export interface SessionEndpointOptions {
  /** The cookie's name for the origin the request addressed. */
  cookieName: (request: IncomingMessage) => string;
  /** The origin a request addressed (its Host, when that is a loopback name). */
  originFor: (request: IncomingMessage) => string;
}

function answer(response: ServerResponse, status: number, message: string | null, cookies: string[] = []): void {
  const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store' };
  if (cookies.length > 0) headers['Set-Cookie'] = cookies;
  if (message === null) {
    response.writeHead(status, headers).end();
    return;
  }
  const body = JSON.stringify({ error: message });
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
}

/** The body as text, or null when it is longer than `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        request.resume();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Answers SESSION_PATH: sets or clears this server's session cookie for the page itself. */
export async function answerSession(request: IncomingMessage, response: ServerResponse, options: SessionEndpointOptions): Promise<void> {
  if (request.method !== 'POST') {
    request.resume();
    response.setHeader('Allow', 'POST');
    answer(response, 405, 'Only POST: the page hands its token over here.');
    return;
  }
  if (request.headers.origin !== options.originFor(request) || isFromElsewhere(request.headers)) {
    request.resume();
    answer(response, 403, 'Only this server\'s own page may set its session.');
    return;
  }
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    request.resume();
    answer(response, 415, 'Expected a JSON body: {"token": "…"} or {"token": null}.');
    return;
  }
  const text = await readBody(request, SESSION_BODY_MAX_BYTES);
  let token: unknown;
  try {
    token = text === null ? undefined : (JSON.parse(text) as { token?: unknown } | null)?.token;
  } catch {
    token = undefined;
  }
  if (text !== null && token !== null && (typeof token !== 'string' || token === '')) {
    answer(response, 400, 'Expected {"token": "…"} or {"token": null}.');
    return;
  }
  const name = options.cookieName(request);
  const cleared = `${name}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;
  // The unscoped cookie of earlier versions is sent to every server on the host: gone at the first chance.
  const legacy = parseCookieHeader(request.headers.cookie).some((pair) => pair.name === SESSION_COOKIE_NAME) ? [`${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`] : [];
  const cookie = typeof token === 'string' ? `${name}=${encodeURIComponent(token)}; ${COOKIE_ATTRIBUTES}` : cleared;
  if (text === null || Buffer.byteLength(cookie) > COOKIE_MAX_BYTES) {
    answer(response, 413, 'The token is too long for a cookie: pages are rendered signed out.', [cleared, ...legacy]);
    return;
  }
  answer(response, 204, null, [cookie, ...legacy]);
}
