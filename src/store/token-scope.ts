/**
 * Where the stored token may go. A credential belongs to the origins it was issued for (issue 12
 * §1, PRODUCT.md §6 "a credential goes only to the origin it was issued for"): signing in records
 * the origins of the endpoints in use then (HTTP, and WebSocket as its http(s) twin); while the
 * endpoint or the WebSocket endpoint points anywhere else, the transport is not given the token at
 * all, over HTTP or in `connection_init`, until the user signs in for the new endpoint or carries
 * the token over on purpose.
 *
 * The token itself stays in storage under the configured name (seed/spec.md: `apollo-token` by
 * default); only what the transport can read is filtered (`transportStorage`). A token found in
 * storage with no recorded origins (set before this rule, or by the page's own code) is taken as
 * issued for the endpoints in use when it is first seen.
 *
 * An origin is not always one API: Facet's server in proxy mode keeps its origin
 * (`http://127.0.0.1:4000`) whichever API it fronts, and may be restarted in front of another on
 * the same port (security review finding 3). Its `/config.json` names the API by a hash of its
 * upstream addresses (`upstream`); a destination on the page's own origin then carries that hash
 * (`http://127.0.0.1:4000 (upstream 3f2a…)`), so a token issued there is held back once the same
 * origin fronts another API.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { TOKEN_ORIGINS_KEY_PREFIX } from './constants.ts';
import type { StoreStorage } from './settings.ts';

export interface TokenScope {
  /** The origins the stored token was issued for (sorted), or null when no token is stored. */
  readonly issuedFor: ReadonlySignal<readonly string[] | null>;
  /** The origins the current endpoints point at (sorted). */
  readonly destinations: ReadonlySignal<readonly string[]>;
  /** True when a token is stored but one of the current endpoints lies outside its origins. */
  readonly isWithheld: ReadonlySignal<boolean>;
  /** Issues the stored token for the current endpoints too (the user's explicit choice). */
  carryOver(): void;
  /** Records the current endpoints as the token's origins (after signing in here). */
  issueForCurrent(): void;
  /** Forgets the origins (after signing out). */
  forget(): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
  /** The storage the transport reads: the token is hidden while it is withheld. */
  readonly transportStorage: StoreStorage;
}

export interface TokenScopeOptions {
  storage: StoreStorage;
  tokenName: ReadonlySignal<string>;
  /** The token as stored (the session's signal). */
  token: ReadonlySignal<string | null>;
  /** The HTTP endpoint and the resolved WebSocket endpoint in use. */
  endpoints: ReadonlySignal<{ url: string; wsUrl: string | null }>;
  /** What relative endpoints resolve against. @default globalThis.location?.href */
  baseUrl?: string;
  /**
   * The API behind the page's own origin, as its server names it (proxy mode's `/config.json`
   * `upstream`); null when the origin is the API itself (the demo) or not known. @default null
   */
  upstream?: string | null;
}

/** The origin a URL sends to, with ws/wss as their http/https twins (same host, same server). */
export function destinationOrigin(url: string, baseUrl: string | undefined): string | null {
  try {
    const parsed = new URL(url, baseUrl);
    const scheme = parsed.protocol === 'wss:' ? 'https:' : parsed.protocol === 'ws:' ? 'http:' : parsed.protocol;
    return scheme === 'http:' || scheme === 'https:' ? `${scheme}//${parsed.host}` : null;
  } catch {
    return null; // unparseable: no origin, so never covered by a token's scope
  }
}

function parseOrigins(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((o) => typeof o === 'string') ? [...value].sort() : null;
  } catch {
    return null;
  }
}

/** `config.json`'s `upstream` (hex, as src/server/upstream-identity.ts writes it), or null. */
export function upstreamOf(deploymentDefaults: Readonly<Record<string, unknown>>): string | null {
  const value = deploymentDefaults.upstream;
  return typeof value === 'string' && /^[0-9a-f]{8,64}$/.test(value) ? value : null;
}

/** `origin` as a token's scope records it: with the API behind it when that origin is a proxy's. */
function scopedDestination(origin: string, pageOrigin: string | null, upstream: string | null): string {
  return upstream !== null && origin === pageOrigin ? `${origin} (upstream ${upstream})` : origin;
}

export function createTokenScope(options: TokenScopeOptions): TokenScope {
  const { storage, tokenName, token, endpoints, baseUrl = globalThis.location?.href, upstream = null } = options;
  const pageOrigin = baseUrl === undefined ? null : destinationOrigin(baseUrl, undefined);
  const key = () => TOKEN_ORIGINS_KEY_PREFIX + tokenName.peek();
  const revision = signal(0);

  const destinations = computed(() => {
    const { url, wsUrl } = endpoints.value;
    const origins = [url, wsUrl].flatMap((u) => {
      if (!u) return [];
      const origin = destinationOrigin(u, baseUrl);
      return [origin === null ? `unparseable:${u}` : scopedDestination(origin, pageOrigin, upstream)];
    });
    return [...new Set(origins)].sort();
  });
  const recorded = computed(() => {
    void revision.value;
    return parseOrigins(storage.getItem(TOKEN_ORIGINS_KEY_PREFIX + tokenName.value));
  });
  const issuedFor = computed(() => (token.value === null ? null : recorded.value));
  const isWithheld = computed(() => {
    const origins = issuedFor.value;
    if (token.value === null) return false;
    if (origins === null) return false; // first seen: adopted below
    return destinations.value.some((d) => !origins.includes(d));
  });

  const write = (origins: readonly string[] | null) => {
    if (origins) storage.setItem(key(), JSON.stringify([...new Set(origins)].sort()));
    else storage.removeItem(key());
    revision.value++;
  };
  const adoptIfUnrecorded = () => {
    if (token.peek() !== null && recorded.peek() === null) write(destinations.peek());
  };
  adoptIfUnrecorded();

  const transportStorage: StoreStorage = {
    getItem(name) {
      if (name === tokenName.peek()) {
        adoptIfUnrecorded();
        if (isWithheld.peek()) return null;
      }
      return storage.getItem(name);
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };

  return {
    issuedFor,
    destinations,
    isWithheld,
    carryOver: () => write([...(recorded.peek() ?? []), ...destinations.peek()]),
    issueForCurrent: () => write(destinations.peek()),
    forget: () => write(null),
    reload() {
      revision.value++;
      adoptIfUnrecorded();
    },
    transportStorage,
  };
}
