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
