/**
 * Connection settings: built-in defaults, under deployment defaults (an optional config.json
 * beside index.html, handed in by the UI), under what the user saved (localStorage). Every value
 * is validated before it is used or saved; a bad value is rejected with a message and never saved.
 *
 * Addresses: `endpoint` is an http(s) URL or a path starting with "/" (same origin, the default
 * `/graphql`). `wsEndpoint` is a ws(s) URL, a path starting with "/" (resolved against the page:
 * http → ws, https → wss, see resolveWebSocketUrl), or empty for none (subscriptions then report
 * the transport's NoSubscriptionAddressError).
 *
 * Request options: `useGetForHashedQueries` sends hashed queries as GET (it only applies while
 * `persistedQueries` is on); `preflightHeaderName`/`preflightHeaderValue` is the CSRF header sent
 * with uploads and GET requests, never empty (an empty one would not satisfy the server's guard).
 * `requestTimeoutSeconds` (0: none) and `maxResponseMiB` bound every HTTP request (issue 25 §4):
 * the transport's `timeoutMs` and `maxResponseBytes`, in the units the form shows.
 *
 * Headers (issue 14 §1): rows of name and value sent on every request and in the WebSocket
 * connection params, checked by header-rules.ts (a name fetch accepts and may set, a one-line
 * value). Saved endpoints: every setting belongs to the active profile (endpoint-profiles.ts);
 * switching profiles switches all of them at once, so one endpoint's headers never go to another.
 *
 * The colour scheme (issue 15 §4) is kept with the settings but outside the profiles: it belongs
 * to the browser, not to an endpoint, and applies the moment it is chosen (no Save). The store only
 * holds it; the UI writes it on the page (and, before the first paint, reads it with
 * readStoredColorScheme).
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
// The settings start from the transport's own preflight header (Apollo's and yoga's guards both accept it).
import { DEFAULT_HTTP_PATH, DEFAULT_PREFLIGHT_HEADER_NAME, DEFAULT_PREFLIGHT_HEADER_VALUE, DEFAULT_TOKEN_NAME } from '../transport/index.ts';
import { DEFAULT_SELECTION_DEPTH } from '../schema/constants.ts';
import { checkProfileName, parseStoredProfiles, profileIdFor, serializeProfiles, type ColorSchemeChoice, type StoredProfile, type StoredProfiles } from './endpoint-profiles.ts';
import { validateHeaderRows, type HeaderRow, type HeaderRowErrors } from './header-rules.ts';
import {
  HEADER_NAME_PATTERN,
  HEADER_VALUE_PATTERN,
  MAX_SELECTION_DEPTH,
  FIRST_PROFILE_NAME,
  MIN_SELECTION_DEPTH,
  SETTINGS_STORAGE_KEY,
  DEFAULT_REQUEST_TIMEOUT_S,
  MAX_REQUEST_TIMEOUT_S,
  DEFAULT_MAX_RESPONSE_MIB,
  MIN_MAX_RESPONSE_MIB,
  MAX_MAX_RESPONSE_MIB,
} from './constants.ts';

export interface Settings {
  /** GraphQL over HTTP address. */
  endpoint: string;
  /** WebSocket address for subscriptions; null = none. */
  wsEndpoint: string | null;
  /** Storage key of the bearer token. */
  tokenName: string;
  /** Apollo automatic persisted queries on/off. */
  persistedQueries: boolean;
  /** Send hashed queries (never mutations) as GET; applies only with persisted queries on. */
  useGetForHashedQueries: boolean;
  /** Name of the CSRF preflight header sent with uploads and GET requests. */
  preflightHeaderName: string;
  /** Its value; never empty. */
  preflightHeaderValue: string;
  /** Nesting depth of generated selection sets. */
  selectionDepth: number;
  /** Extra request headers, in order (header-rules.ts). */
  headers: readonly HeaderRow[];
  /** Seconds an HTTP request may wait for its whole answer; 0 waits without limit. */
  requestTimeoutSeconds: number;
  /** Largest HTTP response body read, in MiB. */
  maxResponseMiB: number;
}

/** A message per invalid field; `headerRows` says which header row is wrong and why. */
export type SettingsErrors = Partial<Record<keyof Settings, string>> & { headerRows?: HeaderRowErrors[] };

/** A saved endpoint as the UI lists it (its settings are read through `values` while active). */
export interface EndpointProfile {
  readonly id: string;
  readonly name: string;
}

/** The parts of Web Storage the store writes (settings and the token). */
export type StoreStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  endpoint: DEFAULT_HTTP_PATH,
  wsEndpoint: null,
  tokenName: DEFAULT_TOKEN_NAME,
  persistedQueries: false,
  useGetForHashedQueries: false,
  preflightHeaderName: DEFAULT_PREFLIGHT_HEADER_NAME,
  preflightHeaderValue: DEFAULT_PREFLIGHT_HEADER_VALUE,
  selectionDepth: DEFAULT_SELECTION_DEPTH,
  headers: [],
  requestTimeoutSeconds: DEFAULT_REQUEST_TIMEOUT_S,
  maxResponseMiB: DEFAULT_MAX_RESPONSE_MIB,
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/**
 * Checks each known field present in `candidate` (unknown fields are ignored) and returns a
 * message per invalid field; an empty object means valid. An empty `wsEndpoint` means none.
 */
export function validateSettings(candidate: Readonly<Record<string, unknown>>): SettingsErrors {
  const errors: SettingsErrors = {};
  if ('endpoint' in candidate) {
    const error = checkHttpAddress(candidate.endpoint);
    if (error) errors.endpoint = error;
  }
  if ('wsEndpoint' in candidate) {
    const error = checkWebSocketAddress(candidate.wsEndpoint);
    if (error) errors.wsEndpoint = error;
  }
  if ('tokenName' in candidate) {
    const v = candidate.tokenName;
    if (typeof v !== 'string' || v.trim() === '') errors.tokenName = 'Enter the storage name of the token, e.g. apollo-token';
    else if (/\s/.test(v)) errors.tokenName = `Expected a name without spaces, got "${v}"`;
  }
  if ('persistedQueries' in candidate && typeof candidate.persistedQueries !== 'boolean') {
    errors.persistedQueries = 'Expected on or off';
  }
  if ('useGetForHashedQueries' in candidate && typeof candidate.useGetForHashedQueries !== 'boolean') {
    errors.useGetForHashedQueries = 'Expected on or off';
  }
  if ('preflightHeaderName' in candidate) {
    const error = checkHeaderName(candidate.preflightHeaderName);
    if (error) errors.preflightHeaderName = error;
  }
  if ('preflightHeaderValue' in candidate) {
    const error = checkHeaderValue(candidate.preflightHeaderValue);
    if (error) errors.preflightHeaderValue = error;
  }
  if ('headers' in candidate) {
    const rows = candidate.headers;
    if (!Array.isArray(rows) || !rows.every(isHeaderRow)) errors.headers = 'Expected rows of header name and value';
    else {
      const rowErrors = validateHeaderRows(rows);
      if (rowErrors) {
        errors.headers = 'Correct the headers marked below';
        errors.headerRows = rowErrors;
      }
    }
  }
  if ('selectionDepth' in candidate && !isWholeNumberIn(candidate.selectionDepth, MIN_SELECTION_DEPTH, MAX_SELECTION_DEPTH)) {
    errors.selectionDepth = `Expected a whole number from ${MIN_SELECTION_DEPTH} to ${MAX_SELECTION_DEPTH}${got(candidate.selectionDepth)}`;
  }
  if ('requestTimeoutSeconds' in candidate && !isWholeNumberIn(candidate.requestTimeoutSeconds, 0, MAX_REQUEST_TIMEOUT_S)) {
    errors.requestTimeoutSeconds = `Expected whole seconds from 0 (no limit) to ${MAX_REQUEST_TIMEOUT_S}${got(candidate.requestTimeoutSeconds)}`;
  }
  if ('maxResponseMiB' in candidate && !isWholeNumberIn(candidate.maxResponseMiB, MIN_MAX_RESPONSE_MIB, MAX_MAX_RESPONSE_MIB)) {
    errors.maxResponseMiB = `Expected a whole number of MiB from ${MIN_MAX_RESPONSE_MIB} to ${MAX_MAX_RESPONSE_MIB}${got(candidate.maxResponseMiB)}`;
  }
  return errors;
}

/** A relative ws path resolved against the page address (http → ws, https → wss); absolute ones unchanged. */
export function resolveWebSocketUrl(wsEndpoint: string | null, baseUrl: string | undefined): string | null {
  if (!wsEndpoint) return null;
  if (!wsEndpoint.startsWith('/') || !baseUrl) return wsEndpoint;
  const url = new URL(wsEndpoint, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export type SaveResult = { ok: true } | { ok: false; errors: SettingsErrors };

export type AddProfileResult = { ok: true; id: string } | { ok: false; errors: SettingsErrors & { name?: string } };

export interface SettingsStore {
  /** What is in effect: built-in defaults ← deployment defaults ← the active profile's saved values. */
  readonly values: ReadonlySignal<Readonly<Settings>>;
  /** The saved endpoints, in the order they were added. */
  readonly profiles: ReadonlySignal<readonly EndpointProfile[]>;
  /** The one in use. */
  readonly activeProfile: ReadonlySignal<EndpointProfile>;
  /** Makes `id` the active profile; false (nothing changes) when no profile has that id. */
  switchProfile(id: string): boolean;
  /** Validates, then saves a new profile with these settings (over the defaults) and switches to it. */
  addProfile(name: string, values: Readonly<Partial<Settings>>): AddProfileResult;
  /** Renames the profile (its id, which links carry, stays); a message when the name is refused. */
  renameProfile(id: string, name: string): string | null;
  /** Forgets a profile and its settings; the last one cannot be removed. Removing the active one activates the first. */
  removeProfile(id: string): boolean;
  /** What the user saved in the active profile (only the fields they changed). */
  readonly user: ReadonlySignal<Readonly<Partial<Settings>>>;
  /** Deployment defaults (config.json), already validated. */
  readonly defaults: ReadonlySignal<Readonly<Partial<Settings>>>;
  /** Validates, then saves the changes over the user's values; nothing is saved when any field is invalid. */
  save(changes: Readonly<Partial<Settings>>): SaveResult;
  /** Replaces the deployment defaults; invalid fields are dropped and reported. */
  setDefaults(defaults: Readonly<Record<string, unknown>>): SettingsErrors;
  /** Forgets the user's value of the given fields (all when none given), so defaults apply again. */
  reset(keys?: readonly (keyof Settings)[]): void;
  /** Re-reads the saved values (another tab changed them). */
  reload(): void;
  /** How this browser draws Facet, for every endpoint: 'system' follows `prefers-color-scheme`. */
  readonly colorScheme: ReadonlySignal<ColorSchemeChoice>;
  /** Remembers the choice at once; nothing else changes. */
  setColorScheme(choice: ColorSchemeChoice): void;
}

export function createSettings(storage: StoreStorage, deploymentDefaults: Readonly<Record<string, unknown>> = {}): SettingsStore {
  const state = signal<StoredProfiles<Partial<Settings>>>(load(storage));
  const activeStored = computed(() => state.value.profiles.find((p) => p.id === state.value.active) ?? state.value.profiles[0]!);
  const user = computed<Readonly<Partial<Settings>>>(() => activeStored.value.values);
  const defaults = signal<Readonly<Partial<Settings>>>(pickValid(deploymentDefaults).values);
  const values = computed<Readonly<Settings>>(() => ({ ...DEFAULT_SETTINGS, ...defaults.value, ...user.value }));
  const profiles = computed<readonly EndpointProfile[]>(() => state.value.profiles.map(({ id, name }) => ({ id, name })));
  const activeProfile = computed<EndpointProfile>(() => ({ id: activeStored.value.id, name: activeStored.value.name }));
  const colorScheme = computed<ColorSchemeChoice>(() => state.value.colorScheme ?? 'system');

  const write = (next: StoredProfiles<Partial<Settings>>) => {
    const isPristine =
      next.profiles.length === 1 &&
      next.profiles[0]!.id === 'default' &&
      Object.keys(next.profiles[0]!.values).length === 0 &&
      (next.colorScheme ?? 'system') === 'system';
    if (isPristine && next.profiles[0]!.name === FIRST_PROFILE_NAME) storage.removeItem(SETTINGS_STORAGE_KEY);
    else storage.setItem(SETTINGS_STORAGE_KEY, serializeProfiles(next));
    state.value = next;
  };
  const persist = (nextValues: Partial<Settings>) => {
    const current = state.peek();
    const id = activeStored.peek().id;
    write({ ...current, profiles: current.profiles.map((p) => (p.id === id ? { ...p, values: nextValues } : p)) });
  };

  return {
    values,
    profiles,
    activeProfile,
    switchProfile(id) {
      const current = state.peek();
      if (!current.profiles.some((p) => p.id === id)) return false;
      if (current.active !== id) write({ ...current, active: id });
      return true;
    },
    addProfile(name, changes) {
      const current = state.peek();
      const errors: SettingsErrors & { name?: string } = validateSettings(changes);
      const nameError = checkProfileName(name, current.profiles);
      if (nameError) errors.name = nameError;
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const profile: StoredProfile<Partial<Settings>> = { id: profileIdFor(name, current.profiles), name: name.trim(), values: normalise(changes) };
      write({ ...current, active: profile.id, profiles: [...current.profiles, profile] });
      return { ok: true, id: profile.id };
    },
    renameProfile(id, name) {
      const current = state.peek();
      const error = checkProfileName(name, current.profiles.filter((p) => p.id !== id));
      if (error) return error;
      write({ ...current, profiles: current.profiles.map((p) => (p.id === id ? { ...p, name: name.trim() } : p)) });
      return null;
    },
    removeProfile(id) {
      const current = state.peek();
      const rest = current.profiles.filter((p) => p.id !== id);
      if (rest.length === current.profiles.length || rest.length === 0) return false;
      write({ ...current, active: current.active === id ? rest[0]!.id : current.active, profiles: rest });
      return true;
    },
    user,
    defaults,
    save(changes) {
      const errors = validateSettings(changes);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      persist({ ...user.peek(), ...normalise(changes) });
      return { ok: true };
    },
    setDefaults(next) {
      const { values: valid, errors } = pickValid(next);
      defaults.value = valid;
      return errors;
    },
    reset(keys = SETTING_KEYS) {
      const next: Partial<Settings> = { ...user.peek() };
      for (const key of keys) delete next[key];
      persist(next);
    },
    reload() {
      batch(() => (state.value = load(storage)));
    },
    colorScheme,
    setColorScheme(choice) {
      const current = state.peek();
      if ((current.colorScheme ?? 'system') === choice) return;
      const { colorScheme: _previous, ...rest } = current;
      write(choice === 'system' ? rest : { ...rest, colorScheme: choice });
    },
  };
}

function load(storage: StoreStorage): StoredProfiles<Partial<Settings>> {
  return parseStoredProfiles(storage.getItem(SETTINGS_STORAGE_KEY), (candidate) => pickValid(candidate).values);
}

function isHeaderRow(row: unknown): row is HeaderRow {
  return typeof row === 'object' && row !== null && typeof (row as HeaderRow).name === 'string' && typeof (row as HeaderRow).value === 'string';
}

function pickValid(candidate: Readonly<Record<string, unknown>>): { values: Partial<Settings>; errors: SettingsErrors } {
  const errors = validateSettings(candidate);
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) if (key in candidate && !(key in errors)) values[key] = candidate[key];
  return { values: normalise(values as Partial<Settings>), errors };
}

function normalise(changes: Readonly<Partial<Settings>>): Partial<Settings> {
  const out: Partial<Settings> = {};
  for (const key of SETTING_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    if (key === 'wsEndpoint') out.wsEndpoint = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    else if (key === 'headers') out.headers = (value as readonly HeaderRow[]).map((row) => ({ name: row.name.trim(), value: row.value.trim() }));
    else if (typeof value === 'string') (out as Record<string, unknown>)[key] = value.trim();
    else (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

function checkHttpAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the GraphQL address, e.g. /graphql or https://example.com/graphql';
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return null;
  const url = tryUrl(v);
  if (!url) return `Expected an http:// or https:// address or a path starting with "/", got "${v}"`;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `Expected an http:// or https:// address, got ${url.protocol}//`;
  return null;
}

function checkWebSocketAddress(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return 'Expected a ws:// or wss:// address';
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return null;
  const url = tryUrl(v);
  if (!url) return `Expected a ws:// or wss:// address or a path starting with "/", got "${v}"`;
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return `Expected a ws:// or wss:// address, got ${url.protocol}//`;
  return null;
}

// CSRF guards (Apollo Server, graphql-yoga) accept any non-empty header they name; an empty name
// or value would be sent as nothing at all, and the server would refuse uploads and GET with 403.
function checkHeaderName(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return `Enter the header name the server requires, e.g. ${DEFAULT_PREFLIGHT_HEADER_NAME} or x-graphql-yoga-csrf`;
  }
  const v = value.trim();
  if (!HEADER_NAME_PATTERN.test(v)) return `Expected a header name of letters, digits and dashes (no spaces or colons), got "${v}"`;
  return null;
}

function checkHeaderValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return `Enter the header value, e.g. ${DEFAULT_PREFLIGHT_HEADER_VALUE}: an empty header does not pass the server's CSRF check`;
  }
  const v = value.trim();
  if (!HEADER_VALUE_PATTERN.test(v)) return `Expected printable ASCII characters on one line, got "${v}"`;
  return null;
}

function isWholeNumberIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** ", got …" for a value worth naming (an emptied number field arrives as NaN: nothing to name). */
function got(value: unknown): string {
  return typeof value === 'number' && !Number.isFinite(value) ? '' : `, got ${String(value)}`;
}

function tryUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.host ? url : null;
  } catch {
    return null;
  }
}
