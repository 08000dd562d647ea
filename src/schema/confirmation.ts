// The sentence a mutation's confirmation asks (issue 16 "phrase confirmations as what will
// happen"): "Create event “Winter Gala”?", "Delete event “Jazz Night”?", "Sign in as
// demo@facet.dev?". One rule for every screen that confirms (the operation screens, the record
// page, the document editor):
//
// 1. The verb is the mutation name's first word ("createEvent" → "Create"), the rest its object
//    ("event", "event photo"); a one-word account name reads as ACCOUNT_VERBS says ("login" →
//    "Sign in"), and any other one-word name is the verb alone ("Publish?").
// 2. The record is named by the first identifying value found: a title given by the caller (the
//    record page knows it), else a title-like field (TITLE_FIELD_NAMES: title, name, …, email) of
//    the variables or of one input object among them, else the `id` variable.
// 3. It is quoted (“…”) after the object, or after "as" for a sign-in, and cut at
//    CONFIRMATION_TITLE_VALUE_MAX_CHARS; a secret-named value is never quoted.
import { TITLE_FIELD_NAMES } from './constants.ts';
import { nameWords } from './names.ts';
import { isSecretName } from './secret-names.ts';

// These two live here, not in constants.ts: that file is on the first screen, and esbuild puts
// every export any screen uses of a shared file into the shared chunk (issue 16, first-screen rule).

/**
 * Mutation names that are a sign-in or a sign-up in one word, and how a confirmation says them
 * ("Sign in as demo@facet.dev?"): `login` reads as no verb and noun. Issue 16 "phrase
 * confirmations as what will happen".
 */
const ACCOUNT_VERBS: Readonly<Record<string, string>> = {
  login: 'Sign in',
  signin: 'Sign in',
  logon: 'Sign in',
  authenticate: 'Sign in',
  logout: 'Sign out',
  signout: 'Sign out',
  signup: 'Sign up',
  register: 'Sign up',
};

/** Characters of an identifying value a confirmation's title quotes before it is cut with "…". Issue 16. */
const CONFIRMATION_TITLE_VALUE_MAX_CHARS = 60;

export interface ConfirmationTitleOptions {
  /** The record's own title, when the caller knows it (a record page, a cached record). */
  recordTitle?: string | null;
}

/** The confirmation question for running mutation `fieldName` with `variables`. */
export function confirmationTitle(fieldName: string, variables: Readonly<Record<string, unknown>>, options: ConfirmationTitleOptions = {}): string {
  const words = nameWords(fieldName);
  const account = words.length <= 2 ? ACCOUNT_VERBS[words.join('')] : undefined;
  const value = options.recordTitle || identifyingValue(variables);
  const quoted = value ? `“${clip(value)}”` : '';
  if (account) return value ? `${account} as ${clip(value)}?` : `${account}?`;
  if (words.length === 0) return `Run ${fieldName}?`;
  const [verb, ...object] = words as [string, ...string[]];
  return [verb.charAt(0).toUpperCase() + verb.slice(1), ...object, quoted].filter(Boolean).join(' ') + '?';
}

/** A title-like value of the variables or of an input object among them, else the `id`. */
function identifyingValue(variables: Readonly<Record<string, unknown>>): string | null {
  const candidates = [variables, ...Object.values(variables).filter(isPlainObject)];
  for (const name of TITLE_FIELD_NAMES) {
    for (const candidate of candidates) {
      const value = candidate[name];
      if (typeof value === 'string' && value.trim() !== '' && !isSecretName(name)) return value.trim();
    }
  }
  const id = variables.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > CONFIRMATION_TITLE_VALUE_MAX_CHARS ? `${oneLine.slice(0, CONFIRMATION_TITLE_VALUE_MAX_CHARS).trimEnd()}…` : oneLine;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(typeof Blob !== 'undefined' && value instanceof Blob);
}

/**
 * The record a mutation names by its `id` variable, as the cache keys it (`Type:id`):
 * `deleteEvent(id: "e3")` → "Event:e3", so a screen can look its title up. Null without an `id`
 * or an object in the name.
 */
export function mutationRecordKey(fieldName: string, variables: Readonly<Record<string, unknown>> | null): string | null {
  const id = variables?.id;
  const object = nameWords(fieldName).slice(1);
  if ((typeof id !== 'string' && typeof id !== 'number') || object.length === 0) return null;
  return `${object.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}:${id}`;
}
