// How to show a result: which field titles a card, which hold images, dates, ratings or a
// sign-in token, and which mutations sound destructive (PRODUCT.md §4 "Results", issue 7;
// ui.md §4.5 display naming, §4.6 image and date detection).
//
// The schema decides first (scalar names, field names); values only add to it: a String that
// is an image URL (pathname extension or `data:image/`) or an ISO date, an object holding an
// image URL (`cover { url alt }`, `photos: [{ url caption }]`). A sibling media type overrules
// both (ui.md §4.6): `mimeType: "image/png"` makes a URL an image, any other type makes it none.
// Results without a type (the `/document` screen) are judged by keys and values alone.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import {
  DESTRUCTIVE_VERBS,
  IMAGE_OBJECT_KEYS,
  MEDIA_TYPE_KEYS,
  RATING_SCALE_WORDS,
  TITLE_LAST_WORDS,
  URL_LAST_WORDS,
  IMAGE_EXTENSIONS,
  IMAGE_NAME_HINTS,
  IMAGE_URL_SUBFIELDS,
  RATING_MAX_STARS,
  RATING_NAME_WORDS,
  SUBTITLE_FIELD_NAMES,
  TITLE_FIELD_NAMES,
  TOKEN_FIELD_NAMES,
} from './constants.ts';
import { widgetForInput } from './input-widgets.ts';
import { hasWord, isNamed, lastWordIs, nameWords } from './names.ts';

/** A field showing an image: a URL string, or an object whose `urlField` holds the URL. */
export interface ImageFieldHint {
  name: string;
  /** The subfield with the URL when the field is an object (`coverImage { url }`), else null. */
  urlField: string | null;
}

/** A field holding a date, a date-time, a time of day, or epoch milliseconds. */
export interface DateFieldHint {
  name: string;
  kind: 'date' | 'datetime' | 'time' | 'timestamp';
}

/** How to show one object (a card). Each list holds field names in schema (or key) order. */
export interface DisplayHints {
  /**
   * The card title: the first of title, name, displayName, label, username, login, email, slug;
   * else the first field whose last word is title, then name, then label (`eventTitle`, `fullName`,
   * `product_name`, `displayLabel`), never `typeName` or an ID.
   */
  titleField: string | null;
  /** Shown under the title: description, summary, subtitle, excerpt, body, bio, text, content. */
  subtitleField: string | null;
  /** Single images. */
  imageFields: ImageFieldHint[];
  /** Lists of images: shown as a carousel. */
  imageListFields: ImageFieldHint[];
  /** Dates, formatted for the reader's locale; a list of items with one can switch to a calendar. */
  dateFields: DateFieldHint[];
  /** Numbers named rating/stars/score (or `ratingOutOf10`, `stars_5`): shown as stars or as a number by their value. */
  ratingFields: string[];
  /** The scale a rating field's name states (`ratingOutOf10` → 10, `tenPointScore` → 10); absent when it states none. */
  ratingScales: Record<string, number>;
  /** Stars for a rating whose name states no scale, when its value fits them. */
  ratingMax: number;
  /** Strings named like a token (token, accessToken, jwt, idToken…): "adopt as sign-in token". */
  tokenFields: string[];
  /** Fields of an enum type (or a list of one): their values read as the forms' selects show them (`enumValueLabel`). */
  enumFields: string[];
}

const EXTENSION = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * True for a string that is an image URL: `data:image/…`, or an http(s) (or relative) URL whose
 * pathname ends with an image extension; query strings and fragments are ignored.
 */
export function isImageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (/^data:image\//i.test(value)) return true;
  try {
    const url = new URL(value, 'http://relative.invalid/');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return EXTENSION.test(url.pathname);
  } catch {
    return false;
  }
}

// The ISO 8601 / RFC 3339 shapes a result's date values take; every reader of dates in results
// (the hints here, the ui's date formatting, the table's sort and the calendar) uses these.
/** A calendar date, `YYYY-MM-DD`; groups: year, month, day. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time of day, with an optional offset (`2026-03-01T18:30:00Z`, `2026-03-01 18:30`). */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;
/** A time of day, `HH:mm[:ss[.fff]]` with an optional offset; groups: hours, minutes, seconds, offset. */
export const ISO_TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** `'date'` for `YYYY-MM-DD`, `'datetime'` for an ISO date and time, else null (only real dates). */
export function sniffDate(value: unknown): 'date' | 'datetime' | null {
  if (typeof value !== 'string') return null;
  if (ISO_DATE.test(value)) return Number.isNaN(Date.parse(value)) ? null : 'date';
  if (ISO_DATE_TIME.test(value)) return Number.isNaN(Date.parse(value.replace(' ', 'T'))) ? null : 'datetime';
  return null;
}

/** True for a field name that reads like a sign-in token (token, accessToken, jwt, idToken…). */
export function isTokenFieldName(name: string): boolean {
  return isNamed(name, TOKEN_FIELD_NAMES);
}

/** The scale a name states (`ratingOutOf10` → 10, `tenPointRating` → 10), or null. */
function statedRatingScale(name: string): number | null {
  const word = nameWords(name).find((w) => Object.hasOwn(RATING_SCALE_WORDS, w));
  return word === undefined ? null : RATING_SCALE_WORDS[word]!;
}

/**
 * True for a name whose last word is rating, ratings, stars or score, or that ends in the scale
 * after such a word (`ratingOutOf10`, `stars_5`).
 */
export function isRatingName(name: string): boolean {
  if (lastWordIs(name, RATING_NAME_WORDS)) return true;
  return hasWord(name, RATING_NAME_WORDS) && lastWordIs(name, Object.keys(RATING_SCALE_WORDS));
}

function addRating(hints: DisplayHints, name: string): void {
  if (hints.ratingFields.includes(name)) return;
  hints.ratingFields.push(name);
  const scale = statedRatingScale(name);
  if (scale !== null) hints.ratingScales[name] = scale;
}

/** `__typename`, `typeName`, `type_name`: the name of a type, never the title of a record. */
function isTypenameField(name: string): boolean {
  return name.replace(/_/g, '').toLowerCase() === 'typename';
}

/** The first of `names` whose last word is title, else name, else label; null when none is. */
function titleBySuffix(names: readonly string[]): string | null {
  for (const word of TITLE_LAST_WORDS) {
    const found = names.find((name) => !isTypenameField(name) && lastWordIs(name, [word]));
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The destructive verb in a mutation name (`deleteEvent` → "delete", `revoke_token` → "revoke"),
 * or null. Whole words only, so `undelete` or `dropdownOptions` are not flagged.
 */
export function destructiveVerb(name: string): string | null {
  const words = nameWords(name);
  // "dropdown" is one word, so only exact verbs match; the first verb names the danger.
  return words.find((word) => DESTRUCTIVE_VERBS.includes(word)) ?? null;
}

type Composite = GraphQLObjectType | GraphQLInterfaceType;

const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'id', 'url', 'email']);

function isStringLike(field: GraphQLField<unknown, unknown>): boolean {
  const named = getNamedType(field.type);
  return isScalarType(named) && TEXT_KINDS.has(widgetForInput(named, field.name).kind);
}

function isImageName(name: string): boolean {
  return hasWord(name, IMAGE_NAME_HINTS);
}

function imageUrlSubfield(type: Composite): string | null {
  const fields = type.getFields();
  for (const name of IMAGE_URL_SUBFIELDS) {
    const field = fields[name];
    if (field && isLeafType(getNamedType(field.type))) return name;
  }
  return null;
}

function dateKind(field: GraphQLField<unknown, unknown>): DateFieldHint['kind'] | null {
  const named = getNullableType(field.type);
  if (!isScalarType(named)) return null;
  const widget = widgetForInput(named, field.name);
  if (widget.kind === 'date' || widget.kind === 'time') return widget.kind;
  if (widget.kind === 'datetime') return widget.encoding === 'epoch-ms' ? 'timestamp' : 'datetime';
  return null;
}

function empty(): DisplayHints {
  return { titleField: null, subtitleField: null, imageFields: [], imageListFields: [], dateFields: [], ratingFields: [], ratingScales: {}, ratingMax: RATING_MAX_STARS, tokenFields: [], enumFields: [] };
}

function freeze(hints: DisplayHints): DisplayHints {
  for (const list of [hints.imageFields, hints.imageListFields, hints.dateFields, hints.ratingFields, hints.tokenFields, hints.enumFields]) Object.freeze(list);
  Object.freeze(hints.ratingScales);
  return Object.freeze(hints);
}

/** Hints that say nothing: every field is shown as its value, titled by type and id. */
export const NO_DISPLAY_HINTS: DisplayHints = /* @__PURE__ */ freeze(empty());

const typeHintsCache = new WeakMap<Composite, DisplayHints>();

/**
 * Display hints for an object or interface type, from field names and scalar names alone.
 * Computed once per type object and cached; the result is frozen, copy it to change it.
 */
export function displayHintsForType(type: Composite): DisplayHints {
  const cached = typeHintsCache.get(type);
  if (cached) return cached;
  const hints = freeze(computeTypeHints(type));
  typeHintsCache.set(type, hints);
  return hints;
}

function copyHints(hints: DisplayHints): DisplayHints {
  return {
    ...hints,
    imageFields: [...hints.imageFields],
    imageListFields: [...hints.imageListFields],
    dateFields: [...hints.dateFields],
    ratingFields: [...hints.ratingFields],
    ratingScales: { ...hints.ratingScales },
    tokenFields: [...hints.tokenFields],
    enumFields: [...hints.enumFields],
  };
}

function computeTypeHints(type: Composite): DisplayHints {
  const hints = empty();
  const fields = type.getFields();
  const isImageType = isImageName(type.name);
  const isText = (name: string) => fields[name] !== undefined && !isListType(getNullableType(fields[name].type)) && isStringLike(fields[name]);
  const pick = (names: readonly string[]) => names.find(isText) ?? null;
  const isTextNotId = (name: string) => isText(name) && !isIdField(fields[name]!);
  hints.titleField = pick(TITLE_FIELD_NAMES) ?? titleBySuffix(Object.keys(fields).filter(isTextNotId));
  hints.subtitleField = pick(SUBTITLE_FIELD_NAMES);
  for (const field of Object.values(fields)) {
    const named = getNamedType(field.type);
    const isList = isListType(getNullableType(field.type));
    if (isEnumType(named)) hints.enumFields.push(field.name);
    else if (isScalarType(named)) {
      const widget = widgetForInput(named, field.name);
      const isUrlish = widget.kind === 'url' || widget.kind === 'text';
      const isImage = isUrlish && (isImageName(field.name) || (isImageType && isNamed(field.name, IMAGE_URL_SUBFIELDS.map((n) => n.toLowerCase()))));
      if (isImage) (isList ? hints.imageListFields : hints.imageFields).push({ name: field.name, urlField: null });
      if (isList) continue;
      const date = dateKind(field);
      if (date) hints.dateFields.push({ name: field.name, kind: date });
      if ((named.name === 'Int' || named.name === 'Float') && isRatingName(field.name)) addRating(hints, field.name);
      if (named.name === 'String' && isTokenFieldName(field.name)) hints.tokenFields.push(field.name);
    } else if ((isObjectType(named) || isInterfaceType(named)) && (isImageName(field.name) || isImageName(named.name))) {
      const urlField = imageUrlSubfield(named);
      if (urlField) (isList ? hints.imageListFields : hints.imageFields).push({ name: field.name, urlField });
    }
  }
  return hints;
}

function isIdField(field: GraphQLField<unknown, unknown>): boolean {
  return getNamedType(field.type).name === 'ID';
}

function hasHint(list: readonly { name: string }[], name: string): boolean {
  return list.some((hint) => hint.name === name);
}

/** Adds the image hint `name`, or replaces the one already there (the value knows its URL field). */
function setImageHint(list: ImageFieldHint[], name: string, urlField: string | null): void {
  const index = list.findIndex((hint) => hint.name === name);
  if (index === -1) list.push({ name, urlField });
  else list[index] = { name, urlField };
}

function dropImageHint(list: ImageFieldHint[], name: string): void {
  const index = list.findIndex((hint) => hint.name === name);
  if (index !== -1) list.splice(index, 1);
}

/** `type/subtype`, parameters allowed after it; an enum such as `IMAGE` is no media type. */
const MEDIA_TYPE = /^[a-z]+\/[\w.+-]+/i;

/**
 * What a sibling media type says of an object's URL: true for `image/…`, false for any other
 * (`application/pdf`, `video/mp4`), null when the object states none.
 */
function mediaTypeSaysImage(record: Record<string, unknown>): boolean | null {
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (!isNamed(key, MEDIA_TYPE_KEYS) || typeof value !== 'string' || !MEDIA_TYPE.test(value.trim())) continue;
    return /^image\//i.test(value.trim());
  }
  return null;
}

function isMediaTypedUrlKey(key: string): boolean {
  return lastWordIs(key, URL_LAST_WORDS) && !isImageName(key);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The key holding the URL when `record` (the value under `key`) is an image, else null. It is one
 * when the schema said so (`typedUrlField`), a sibling media type says `image/…`, the key or the
 * object's type is named like an image, or it is image-shaped and its URL has an image extension;
 * never when a sibling media type names anything else.
 */
function imageObjectUrlField(record: Record<string, unknown>, key: string, typedUrlField: string | null): string | null {
  const saysImage = mediaTypeSaysImage(record);
  if (saysImage === false) return null;
  const urlField = typedUrlField ?? IMAGE_URL_SUBFIELDS.find((name) => typeof record[name] === 'string' && record[name] !== '') ?? null;
  if (urlField === null) return null;
  if (typedUrlField !== null || saysImage === true) return urlField;
  const typename = record.__typename;
  if (isImageName(key) || (typeof typename === 'string' && isImageName(typename))) return urlField;
  const isImageShaped = Object.keys(record).every((name) => name === urlField || isNamed(name, IMAGE_OBJECT_KEYS));
  return isImageShaped && isImageUrl(record[urlField]) ? urlField : null;
}

/** Image hints for an object value under `key` (`cover { url alt }`); a media type overrules the schema. */
function addObjectImage(hints: DisplayHints, key: string, record: Record<string, unknown>): void {
  const typed = hints.imageFields.find((hint) => hint.name === key)?.urlField ?? null;
  const urlField = imageObjectUrlField(record, key, typed);
  if (urlField !== null) setImageHint(hints.imageFields, key, urlField);
  else dropImageHint(hints.imageFields, key);
}

/**
 * Image-list hints for a list value under `key`: URL strings, or objects that are all images with
 * the same URL field (`photos: [{ url caption }]`); one that is not (a PDF among the attachments)
 * makes the list cards again, each judged on its own.
 */
function addImageList(hints: DisplayHints, key: string, items: readonly unknown[]): void {
  if (items.every(isImageUrl)) {
    if (!hasHint(hints.imageListFields, key)) setImageHint(hints.imageListFields, key, null);
    return;
  }
  const records = items.filter((item) => item !== null);
  if (records.length === 0 || !records.every(isPlainRecord)) return;
  const typed = hints.imageListFields.find((hint) => hint.name === key)?.urlField ?? null;
  const fields = new Set(records.map((record) => imageObjectUrlField(record, key, typed)));
  const [urlField] = fields;
  if (fields.size === 1 && urlField) setImageHint(hints.imageListFields, key, urlField);
  else dropImageHint(hints.imageListFields, key);
}

/**
 * Display hints for one result object: the type's hints (when the type is known) plus what the
 * values show: image URLs, image objects and lists of either, ISO dates in strings, token-named
 * strings, and title and subtitle keys with a non-empty value. A sibling media type decides
 * whether the object's own URL (`url`, `downloadUrl`, `src`…) is an image, whatever else says so.
 */
export function displayHintsForValue(value: Record<string, unknown>, type?: Composite | null): DisplayHints {
  const hints = type ? copyHints(displayHintsForType(type)) : empty();
  const keys = Object.keys(value).filter((key) => key !== '__typename');
  const nonEmptyString = (key: string) => typeof value[key] === 'string' && (value[key] as string).trim() !== '';
  const typeFields = type ? type.getFields() : null;
  if (hints.titleField === null || !nonEmptyString(hints.titleField)) {
    const exact = TITLE_FIELD_NAMES.find((name) => keys.includes(name) && nonEmptyString(name));
    const isIdTyped = (key: string) => typeFields?.[key] !== undefined && isIdField(typeFields[key]);
    hints.titleField = exact ?? titleBySuffix(keys.filter((key) => nonEmptyString(key) && !isIdTyped(key)));
  }
  if (hints.subtitleField === null || !nonEmptyString(hints.subtitleField)) hints.subtitleField = SUBTITLE_FIELD_NAMES.find((name) => keys.includes(name) && nonEmptyString(name)) ?? null;
  const mediaSaysImage = mediaTypeSaysImage(value);
  for (const key of keys) {
    const item = value[key];
    const field = typeFields?.[key] ?? null;
    const isStringField = field === null || getNamedType(field.type).name === 'String';
    if (typeof item === 'string') {
      const saysImage = isMediaTypedUrlKey(key) ? mediaSaysImage : null;
      if (saysImage === false) dropImageHint(hints.imageFields, key);
      else if ((saysImage === true && item.trim() !== '') || isImageUrl(item)) {
        if (!hasHint(hints.imageFields, key)) setImageHint(hints.imageFields, key, null);
      }
      const date = isStringField ? sniffDate(item) : null;
      if (date && !hasHint(hints.dateFields, key)) hints.dateFields.push({ name: key, kind: date });
      if (field === null && isTokenFieldName(key) && item !== '' && !hints.tokenFields.includes(key)) hints.tokenFields.push(key);
    } else if (typeof item === 'number' && field === null && isRatingName(key)) {
      // Whether it shows as stars is the card's call, from the value and any stated scale.
      addRating(hints, key);
    } else if (Array.isArray(item) && item.length > 0) {
      addImageList(hints, key, item);
    } else if (isPlainRecord(item)) {
      addObjectImage(hints, key, item);
    }
  }
  return hints;
}

/** Resolves the display hints of one result object. */
export type HintsResolver = (value: Record<string, unknown>) => DisplayHints;

const resolvers = new WeakMap<GraphQLSchema, HintsResolver>();

/**
 * A resolver for result objects of one schema: hints by the object's `__typename` (type hints
 * cached per type, plus what the values show), or by values alone when the type is unknown.
 * Generated selections always ask for `__typename`, so every card can be resolved. One resolver
 * per schema object, so views can compare it by identity.
 */
export function createHintsResolver(schema: GraphQLSchema): HintsResolver {
  const cached = resolvers.get(schema);
  if (cached) return cached;
  const resolver: HintsResolver = (value) => {
    const name = value.__typename;
    const type = typeof name === 'string' ? schema.getType(name) : undefined;
    return displayHintsForValue(value, type && (isObjectType(type) || isInterfaceType(type)) ? type : null);
  };
  resolvers.set(schema, resolver);
  return resolver;
}

/**
 * A record's own name: its title field's text (or number), else `Typename #id` when it has both
 * (unless `withTypeAndId` is false); null when it has neither, so the caller picks what to say instead.
 */
export function recordName(value: Record<string, unknown>, titleField: string | null | undefined, withTypeAndId = true): string | null {
  const title = titleField ? value[titleField] : undefined;
  if (typeof title === 'string' && title.trim() !== '') return title;
  if (typeof title === 'number') return String(title);
  if (!withTypeAndId) return null;
  const typename = typeof value.__typename === 'string' ? value.__typename : null;
  const id = value.id;
  if (typename !== null && (typeof id === 'string' || typeof id === 'number')) return `${typename} #${id}`;
  return null;
}

/**
 * The title of a record for a card heading: its name ({@link recordName}), else `fallback` (the
 * field it came from), else the type name, else "Item".
 */
export function recordTitle(value: Record<string, unknown>, hints: DisplayHints, fallback?: string): string {
  const name = recordName(value, hints.titleField);
  if (name !== null) return name;
  if (fallback !== undefined) return fallback;
  return typeof value.__typename === 'string' ? value.__typename : 'Item';
}
