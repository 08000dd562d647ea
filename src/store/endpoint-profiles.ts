/**
 * Saved endpoints (issue 14 §1): several named profiles, each with its own settings (address,
 * WebSocket address, token name, headers, persisted queries, preflight header, selection depth),
 * one of them active. This module is the stored shape and its migration; the settings store
 * (settings.ts) reads and writes it.
 *
 * Stored under SETTINGS_STORAGE_KEY as `{ version: 2, active, profiles: [{ id, name, values }] }`.
 * The single settings object of earlier versions (no `profiles` field) becomes the first profile,
 * named FIRST_PROFILE_NAME, so nothing a user saved is lost.
 *
 * Beside the profiles, not in one, sits the colour scheme the user chose (issue 15 §4): it is how
 * this browser shows Facet, whichever endpoint is in use, so switching endpoints keeps it. It is
 * written only when it is not 'system' (a field older versions ignore, hence no new version).
 *
 * An id is made from the name when the profile is created (`Shopify staging` → `shopify-staging`)
 * and never changes: it is what links carry (ENDPOINT_PARAM), so it holds nothing but the name's
 * words, never an address, a token or a header value.
 */
import { COLOR_SCHEME_CHOICES, FIRST_PROFILE_NAME, MAX_PROFILE_NAME_LENGTH, SETTINGS_STORAGE_KEY } from './constants.ts';

/** How the page is drawn: following the system's preference, or always light or dark. */
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];

/** A saved endpoint as stored; `values` holds only the fields the user changed. */
export interface StoredProfile<V> {
  readonly id: string;
  readonly name: string;
  readonly values: V;
}

export interface StoredProfiles<V> {
  readonly active: string;
  readonly profiles: readonly StoredProfile<V>[];
  /** Absent means 'system'. */
  readonly colorScheme?: ColorSchemeChoice;
}

/**
 * The colour scheme saved in `storage`, read synchronously and without a store, so the page's head
 * script (src/color-scheme-start.ts) applies it before the first paint; 'system' when none is saved
 * or the storage cannot be read.
 */
export function readStoredColorScheme(storage: Pick<Storage, 'getItem'>): ColorSchemeChoice {
  try {
    return parseStoredProfiles(storage.getItem(SETTINGS_STORAGE_KEY), () => null).colorScheme ?? 'system';
  } catch {
    return 'system'; // storage refused (a privacy setting): the system's scheme applies
  }
}

/** The version written; other shapes are read as the single settings of version 1. */
const PROFILES_VERSION = 2;

/** The profiles from stored JSON text (migrating the old single settings), each `values` passed through `pick`. */
export function parseStoredProfiles<V>(raw: string | null, pick: (candidate: Record<string, unknown>) => V): StoredProfiles<V> {
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null; // a hand-edited or foreign value: start from the defaults rather than fail to start
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const colorScheme = COLOR_SCHEME_CHOICES.find((choice) => choice !== 'system' && choice === record.colorScheme);
  const withScheme = (state: StoredProfiles<V>): StoredProfiles<V> => (colorScheme ? { ...state, colorScheme } : state);
  if (!Array.isArray(record.profiles)) return withScheme(firstProfile(pick(record)));
  const profiles: StoredProfile<V>[] = [];
  for (const entry of record.profiles as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, values } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || typeof name !== 'string' || profiles.some((p) => p.id === id)) continue;
    const candidate = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
    profiles.push({ id, name, values: pick(candidate) });
  }
  if (profiles.length === 0) return withScheme(firstProfile(pick({})));
  const active = typeof record.active === 'string' && profiles.some((p) => p.id === record.active) ? record.active : profiles[0]!.id;
  return withScheme({ active, profiles });
}

/** The JSON written back (always the current version). */
export function serializeProfiles<V>(state: StoredProfiles<V>): string {
  const colorScheme = state.colorScheme && state.colorScheme !== 'system' ? { colorScheme: state.colorScheme } : {};
  return JSON.stringify({ version: PROFILES_VERSION, active: state.active, profiles: state.profiles, ...colorScheme });
}

/** A message when the name cannot be used for a new or renamed profile, else null. */
export function checkProfileName(name: string, others: readonly StoredProfile<unknown>[]): string | null {
  const v = name.trim();
  if (v === '') return 'Enter a name for this endpoint, e.g. Staging';
  if (v.length > MAX_PROFILE_NAME_LENGTH) return `Expected a name of at most ${MAX_PROFILE_NAME_LENGTH} characters, got ${v.length}`;
  if (others.some((p) => p.name.trim().toLowerCase() === v.toLowerCase())) return `An endpoint named "${v}" is already saved`;
  return null;
}

/** A new id from the name's words, unique among `others` (`staging`, then `staging-2`…). */
export function profileIdFor(name: string, others: readonly StoredProfile<unknown>[]): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_PROFILE_NAME_LENGTH) || 'endpoint';
  let id = base;
  for (let n = 2; others.some((p) => p.id === id); n++) id = `${base}-${n}`;
  return id;
}

function firstProfile<V>(values: V): StoredProfiles<V> {
  return { active: 'default', profiles: [{ id: 'default', name: FIRST_PROFILE_NAME, values }] };
}
