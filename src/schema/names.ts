// Turning GraphQL names into words: labels for people ("createdAt" → "Created at", after
// uniforms' upperFirst(lowerCase(name)), ui.md §4.5) and word lists for the name-based hints.

/** Acronyms written in capitals whatever case the schema used. */
const ACRONYMS = new Set(['id', 'ids', 'url', 'urls', 'uri', 'api', 'json', 'html', 'ip', 'uuid', 'jwt', 'sku', 'isbn', 'csv', 'pdf']);

/**
 * Splits a GraphQL name into lower-case words at camel-case humps, underscores, hyphens and digit
 * boundaries: `imageURLs` → `['image', 'urls']`, `per_page` → `['per', 'page']`.
 */
export function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+s(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

/**
 * A label for people from a GraphQL name: first word capitalised, the rest lower case, known
 * acronyms in capitals. `createdAt` → "Created at", `imageUrls` → "Image URLs", `per_page` →
 * "Per page", `userID` → "User ID".
 */
export function humanize(name: string): string {
  const words = nameWords(name).map((word) => {
    if (!ACRONYMS.has(word)) return word;
    // Plural acronyms keep a lower-case s: "URLs", "IDs".
    return word.endsWith('s') && ACRONYMS.has(word.slice(0, -1)) ? `${word.slice(0, -1).toUpperCase()}s` : word.toUpperCase();
  });
  if (words.length === 0) return name;
  const [first, ...rest] = words as [string, ...string[]];
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/**
 * What an enum value reads as, in the forms' selects and in results alike (issue 16 "Show values
 * the same way everywhere"): `MUSIC` → "Music", `ROCK_MUSIC` → "Rock music". The wire value stays
 * reachable (a tooltip, the JSON view, the type reference).
 */
export function enumValueLabel(name: string): string {
  return humanize(name);
}

/** True when `name`, ignoring case, equals one of `candidates` (given in lower case). */
export function isNamed(name: string, candidates: readonly string[]): boolean {
  return candidates.includes(name.toLowerCase());
}

/** True when the last word of `name` is one of `words` (given in lower case). */
export function lastWordIs(name: string, words: readonly string[]): boolean {
  const all = nameWords(name);
  const last = all[all.length - 1];
  return last !== undefined && words.includes(last);
}

/** True when any word of `name` is one of `words` (given in lower case). */
export function hasWord(name: string, words: readonly string[]): boolean {
  return nameWords(name).some((word) => words.includes(word));
}
