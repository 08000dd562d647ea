// English plurals (and singulars) for labels ("3 return line items", "0 people", "Add return line
// item") and for matching list fields to
// their record types (`Person` → `people`, `CodeOfConduct` → `codesOfConduct`), issue 13 item 6.
// A small hand-written pluraliser: irregular and uncountable words from lists, words already
// plural left alone, then the regular suffix rules. Only the last word of a phrase or identifier
// changes (the head noun before "of" when there is one), and its letter case is kept.
// Leaves out: other languages, and Latin/Greek plurals beyond the listed ones (`indexes`, not `indices`).
import { IRREGULAR_PLURALS, UNCOUNTABLE_NOUNS } from './constants.ts';

const PLURALS_OF_IRREGULARS = new Set(Object.values(IRREGULAR_PLURALS));
/** `leaf` → `leaves`: the f/fe words that change (others, like `roof` or `chief`, take s). */
const F_TO_VES = new Set(['calf', 'half', 'knife', 'leaf', 'life', 'loaf', 'self', 'sheaf', 'shelf', 'thief', 'wife', 'wolf']);
/** `hero` → `heroes`: the o words that take es (others, like `photo` or `video`, take s). */
const O_TO_OES = new Set(['echo', 'hero', 'potato', 'tomato', 'veto', 'torpedo']);

/** True when a lower-case word already reads as a plural (`items`, `people`, `categories`). */
function isPluralWord(word: string): boolean {
  if (PLURALS_OF_IRREGULARS.has(word)) return true;
  if (!word.endsWith('s') || word.length < 3) return false;
  // `address`, `status`, `analysis`, `alias` are singular words that end in s.
  return !/(ss|us|is|as)$/.test(word);
}

/** The plural of one lower-case word. */
function pluralWord(word: string): string {
  if (UNCOUNTABLE_NOUNS.includes(word) || isPluralWord(word)) return word;
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (/is$/.test(word)) return `${word.slice(0, -2)}es`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (F_TO_VES.has(word)) return word.endsWith('fe') ? `${word.slice(0, -2)}ves` : `${word.slice(0, -1)}ves`;
  if (O_TO_OES.has(word)) return `${word}es`;
  return `${word}s`;
}

/** Applies the changed `lower` form to `original`, keeping its letter case (`URL` → `URLs`, `Person` → `People`). */
function withCase(original: string, lower: string): string {
  // A plural acronym (`URLs`) keeps its capitals: `URL`.
  if (/^[A-Z]{2,}s$/.test(original)) return lower.startsWith(original.slice(0, -1).toLowerCase()) ? original.slice(0, -1) + lower.slice(original.length - 1) : lower;
  if (original.length > 1 && original === original.toUpperCase() && /[A-Z]/.test(original)) {
    // An acronym takes a lower-case s ("URLs", "IDs"); a longer change is written in capitals.
    return lower.startsWith(original.toLowerCase()) ? original + lower.slice(original.length) : lower.toUpperCase();
  }
  if (original.charAt(0) !== original.charAt(0).toLowerCase()) return lower.charAt(0).toUpperCase() + lower.slice(1);
  return lower;
}

/** Pieces of a phrase or identifier: words and the separators between them, kept for rejoining. */
function pieces(text: string): string[] {
  return text.match(/[A-Z]+s(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g) ?? [];
}

const SINGULARS_OF_IRREGULARS = new Map(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]));

/** The singular of one lower-case word. */
function singularWord(word: string): string {
  const irregular = SINGULARS_OF_IRREGULARS.get(word);
  if (irregular && !UNCOUNTABLE_NOUNS.includes(word)) return irregular;
  if (UNCOUNTABLE_NOUNS.includes(word) || !isPluralWord(word)) return word;
  if (/ves$/.test(word)) {
    const stem = word.slice(0, -3);
    if (F_TO_VES.has(`${stem}f`)) return `${stem}f`;
    if (F_TO_VES.has(`${stem}fe`)) return `${stem}fe`;
  }
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/([^aeiou]y|the)ses$/.test(word)) return `${word.slice(0, -2)}is`; // analyses, theses
  if (/(ss|x|z|ch|sh|us|is|as)es$/.test(word) || (/oes$/.test(word) && O_TO_OES.has(word.slice(0, -2)))) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Rewrites the head word of a phrase or identifier (see {@link plural}) with `change`. */
function changeHead(noun: string, change: (lower: string) => string): string {
  const parts = pieces(noun);
  const words = parts.map((part, i) => (/[A-Za-z]/.test(part) ? i : -1)).filter((i) => i >= 0);
  if (words.length === 0) return noun;
  // The head noun of "X of Y" is X (`codes of conduct`, `CodesOfConduct`).
  const of = words.findIndex((i) => parts[i]!.toLowerCase() === 'of');
  const head = of > 0 ? words[of - 1]! : words[words.length - 1]!;
  const word = parts[head]!;
  parts[head] = withCase(word, change(word.toLowerCase()));
  return parts.join('');
}

/**
 * The plural of a noun, a phrase or an identifier: `item` → `items`, `return line item` →
 * `return line items`, `Person` → `People`, `CodeOfConduct` → `CodesOfConduct`, `order_item` →
 * `order_items`, `URL` → `URLs`. Words already plural (`users`, `people`) and uncountable ones
 * (`metadata`, `series`) are returned unchanged.
 */
export function plural(noun: string): string {
  return changeHead(noun, pluralWord);
}

/**
 * The singular of a plural noun, phrase or identifier, for naming one item of a list labelled in
 * the plural ("Add return line item" under "Return line items"): `people` → `person`,
 * `categories` → `category`, `addresses` → `address`, `leaves` → `leaf`. Singular words and
 * uncountable ones come back unchanged.
 */
export function singular(noun: string): string {
  return changeHead(noun, singularWord);
}

/** A count with its noun in the right number: `countLabel(1, 'item')` → "1 item", `(0, 'item')` → "0 items". */
export function countLabel(count: number, noun: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? noun : plural(noun)}`;
}
