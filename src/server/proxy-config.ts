// Proxy mode's command-line configuration, checked once at start (issue 14 §2):
//   --endpoint URL            the one upstream GraphQL over HTTP address (http or https)
//   --ws-endpoint URL         its WebSocket address (ws or wss); default: the endpoint's, http → ws
//   --header 'Name: value'    a header the server adds to every upstream request (repeatable)
//   --header-env 'Name=VAR'   the same, its value read from environment variable VAR (for secrets:
//                             the value never appears in the command line, `ps` or shell history)
//   --forward-cookies A,B     the browser cookies that may go upstream, and the upstream cookies
//                             (Set-Cookie) that may come back (default: none, security review
//                             finding 4: on 127.0.0.1 the browser holds every local app's cookies)
// Header names and values are checked as fetch would (RFC 9110 token / field-value); a header the
// proxy manages itself (hop-by-hop, Host, Content-Length) cannot be added. A missing or empty
// environment variable is an error at start, never a silently missing credential.
import { isSessionCookieName } from './cookies.ts';
import { HOP_BY_HOP_HEADERS } from './constants.ts';

export interface ProxyConfig {
  endpoint: URL;
  wsEndpoint: URL;
  /** Lower-case name → value, added to (or replacing) the client's header of that name. */
  headers: Readonly<Record<string, string>>;
  /** Cookie names that cross the proxy, both ways; every other cookie stays in the browser. @default [] */
  forwardCookies?: readonly string[];
}

export interface ProxyArgs {
  endpoint: string;
  wsEndpoint?: string | undefined;
  header?: readonly string[] | undefined;
  headerEnv?: readonly string[] | undefined;
  /** Comma-separated cookie names; repeatable. */
  forwardCookies?: readonly string[] | undefined;
}

/** RFC 9110 §5.1 field-name (a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 9110 §5.5 field-value: visible characters, spaces and tabs, no CR/LF/NUL. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Headers the proxy computes per request. */
const MANAGED = new Set([...HOP_BY_HOP_HEADERS, 'content-length']);

function parseUrl(text: string, flag: string, protocols: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Never echoed: an API's key may sit in its path or query string (security review finding 10).
    throw new Error(`${flag} must be an absolute URL`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${flag} must start with ${protocols.map((p) => `${p}//`).join(' or ')}; got "${url.protocol}"`);
  if (url.username || url.password) throw new Error(`${flag} must not carry a user name or password; use --header-env for credentials`);
  url.hash = '';
  return url;
}

function checkHeader(name: string, value: string, flag: string): void {
  if (!HEADER_NAME.test(name)) throw new Error(`${flag}: "${name}" is not a valid header name`);
  if (MANAGED.has(name.toLowerCase())) throw new Error(`${flag}: the proxy sets "${name}" itself`);
  // The value is never echoed: it may be a secret.
  if (!HEADER_VALUE.test(value)) throw new Error(`${flag}: the value of "${name}" holds characters a header cannot carry`);
}

/** Throws an Error whose message names the flag at fault (and never a header value). */
export function parseProxyConfig(args: ProxyArgs, env: Readonly<Record<string, string | undefined>>): ProxyConfig {
  const endpoint = parseUrl(args.endpoint, '--endpoint', ['http:', 'https:']);
  let wsEndpoint: URL;
  if (args.wsEndpoint === undefined) {
    wsEndpoint = new URL(endpoint);
    wsEndpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';
  } else {
    wsEndpoint = parseUrl(args.wsEndpoint, '--ws-endpoint', ['ws:', 'wss:']);
  }
  const headers: Record<string, string> = {};
  for (const entry of args.header ?? []) {
    const colon = entry.indexOf(':');
    if (colon < 1) throw new Error(`--header must look like 'Name: value'; got a value without "Name:"`);
    const name = entry.slice(0, colon).trim();
    const value = entry.slice(colon + 1).trim();
    checkHeader(name, value, '--header');
    headers[name.toLowerCase()] = value;
  }
  for (const entry of args.headerEnv ?? []) {
    const equals = entry.indexOf('=');
    if (equals < 1) throw new Error(`--header-env must look like 'Name=ENV_VAR'; got "${entry}"`);
    const name = entry.slice(0, equals).trim();
    const variable = entry.slice(equals + 1).trim();
    const value = env[variable];
    if (!value) throw new Error(`--header-env: environment variable ${variable} (for ${name}) is not set or empty`);
    checkHeader(name, value.trim(), '--header-env');
    headers[name.toLowerCase()] = value.trim();
  }
  const forwardCookies: string[] = [];
  for (const name of (args.forwardCookies ?? []).flatMap((list) => list.split(',')).map((n) => n.trim()).filter(Boolean)) {
    if (!HEADER_NAME.test(name)) throw new Error(`--forward-cookies: "${name}" is not a valid cookie name`);
    if (isSessionCookieName(name)) throw new Error(`--forward-cookies: ${name} is one of the app's own sign-in cookies (facet-token, facet-token-*) and never goes upstream`);
    if (!forwardCookies.includes(name)) forwardCookies.push(name);
  }
  return { endpoint, wsEndpoint, headers, forwardCookies };
}
