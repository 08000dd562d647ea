// The one rule for "this name holds a credential": used by the form (masked field), the link
// writer (never in a URL), the confirmation (masked), the document draft and the history
// (removed). One list, so those places cannot disagree about what is secret.
import { SECRET_ARGUMENT_WORDS } from './constants.ts';
import { nameWords } from './names.ts';

const isSecretWord = (word: string) =>
  SECRET_ARGUMENT_WORDS.includes(word) || (word.endsWith('s') && SECRET_ARGUMENT_WORDS.includes(word.slice(0, -1)));

/**
 * True when a name reads like a credential (password, secret, token, apiKey, jwt, sessionId,
 * cookie…): a word of the name, or two adjacent words joined (`apiKey`, `PRIVATE_KEY`,
 * `session_id`), singular or plural (`tokens`), is in SECRET_ARGUMENT_WORDS. Case and naming
 * style do not matter.
 */
export function isSecretName(name: string): boolean {
  const words = nameWords(name);
  return words.some((word, i) => isSecretWord(word) || (i + 1 < words.length && isSecretWord(word + words[i + 1])));
}

/**
 * The value with every secret-named key removed, at any depth (objects inside lists included),
 * and files as null: what a draft, the history or an export may keep of a run's variables.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof Blob !== 'undefined' && value instanceof Blob) return null;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([key]) => !isSecretName(key)).map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/** `name: "literal"` (block strings too) or `name: 123` in GraphQL text, where the name reads like a credential. */
const SECRET_LITERAL = /([_A-Za-z][_0-9A-Za-z]*)(\s*:\s*)("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/**
 * GraphQL text with the literal of every secret-named argument or input field emptied
 * (`login(password: "hunter2")` → `login(password: "")`, a number → 0). Works on text that does
 * not parse yet (a draft is saved while it is typed).
 */
export function withoutSecretLiterals(text: string): string {
  return text.replace(SECRET_LITERAL, (match, name: string, colon: string, literal: string) =>
    isSecretName(name) ? `${name}${colon}${literal.startsWith('"') ? '""' : '0'}` : match,
  );
}
