// Every name list, limit and default the schema layer decides by. Each entry cites the rule it
// implements: PRODUCT.md §4 (widgets and results) or /work/shared/notes/ui.md §4 (the research
// behind the name lists). Names are compared case-insensitively unless a comment says otherwise.

// ---- Input widgets: scalar names (ui.md §4.1) --------------------------------------------------

/** ui.md §4.1 row "Date": calendar date scalars, sent as `YYYY-MM-DD`. */
export const DATE_SCALARS: readonly string[] = ['date', 'localdate'];
/** ui.md §4.1 row "DateTime": instants, sent as RFC 3339 with an offset. */
export const DATETIME_SCALARS: readonly string[] = ['datetime', 'datetimeiso', 'timestamptz', 'instant', 'offsetdatetime', 'zoneddatetime'];
/** ui.md §4.1 row "LocalDateTime": wall-clock date and time without an offset. */
export const LOCAL_DATETIME_SCALARS: readonly string[] = ['localdatetime', 'naivedatetime'];
/** ui.md §4.1 row "Timestamp": epoch milliseconds (graphql-scalars `Timestamp`; any casing but Hasura's exact `timestamp`). */
export const TIMESTAMP_SCALARS: readonly string[] = ['timestamp', 'unixtimestamp', 'epochmillis'];
/**
 * ui.md §4.1 rows "LocalDateTime" and "Time": names whose meaning depends on their case, matched
 * exactly (case-sensitively) before the lists above. Hasura's Postgres scalars are lower case:
 * `timestamp` is `timestamp without time zone` (sent without an offset, where graphql-scalars'
 * `Timestamp` is epoch ms) and `time` is `time without time zone` (graphql-scalars' `Time` has one).
 */
export const EXACT_CASE_SCALARS: Readonly<Record<string, 'local-datetime' | 'local-time'>> = {
  timestamp: 'local-datetime',
  time: 'local-time',
};
/** ui.md §4.1 row "Time" with an offset: graphql-scalars `Time` is RFC 3339 full-time (`10:15:30Z`). */
export const TIME_WITH_OFFSET_SCALARS: readonly string[] = ['time', 'timetz', 'offsettime'];
/** ui.md §4.1 row "Time" without an offset: graphql-scalars `LocalTime`, `HH:mm[:ss]`. */
export const LOCAL_TIME_SCALARS: readonly string[] = ['localtime', 'localendtime'];
/** ui.md §4.1 row "Upload": file scalars (graphql-upload `Upload`, Yoga `File`). */
export const FILE_SCALARS: readonly string[] = ['upload', 'file', 'fileupload', 'uploadfile'];
/** ui.md §4.1 row "JSON": one JSON editor for JSON-ish scalars (graphiql#4447). */
export const JSON_SCALARS: readonly string[] = ['json', 'jsonobject', 'jsonb', 'any', '_any', 'geojson', 'object', 'map'];
/** ui.md §4.1 row "URL": text field of type url. */
export const URL_SCALARS: readonly string[] = ['url', 'uri', 'href'];
/** ui.md §4.1 row "EmailAddress": text field of type email. */
export const EMAIL_SCALARS: readonly string[] = ['emailaddress', 'email'];
/** ui.md §4.1 row "PhoneNumber": text field of type tel. */
export const PHONE_SCALARS: readonly string[] = ['phonenumber', 'phone'];
/** ui.md §4.1 row "UUID": text field with a pattern. */
export const UUID_SCALARS: readonly string[] = ['uuid', 'guid'];
/** ui.md §4.1 row "ObjectID": MongoDB object ids, 24 hexadecimal characters (graphql-scalars `ObjectID`). */
export const OBJECT_ID_SCALARS: readonly string[] = ['objectid'];
/** ui.md §4.1 row "ULID": 26 Crockford base32 characters, the first 0–7 (graphql-scalars `ULID`). */
export const ULID_SCALARS: readonly string[] = ['ulid'];
/** ui.md §4.1 row "BigInt": big numbers kept as strings to keep precision. */
export const BIGINT_SCALARS: readonly string[] = ['bigint', 'long', 'int64', 'biginteger', 'safeint64'];
/** ui.md §4.1 row "BigInt" (decimals): exact decimals kept as strings. */
export const DECIMAL_SCALARS: readonly string[] = ['decimal', 'numeric', 'bigfloat', 'bigdecimal', 'money'];
/** ui.md §4.1 row "Duration": ISO 8601 durations. */
export const DURATION_SCALARS: readonly string[] = ['duration', 'iso8601duration'];
/**
 * ui.md §4.1 row "HexColorCode, RGB(A), HSL(A)": colour scalars and the notation each takes, as
 * graphql-scalars checks them (`#fff`, `rgb(0, 0, 0)`, `rgba(0, 0, 0, 0.5)`, `hsl(120, 50%, 50%)`,
 * `hsla(…, 0.5)`). A bare `Color` names no notation, so any text is accepted (`color`).
 */
export const COLOR_SCALAR_FORMATS: Readonly<Record<string, 'hex-color' | 'rgb-color' | 'rgba-color' | 'hsl-color' | 'hsla-color' | 'color'>> = {
  hexcolorcode: 'hex-color',
  rgb: 'rgb-color',
  rgba: 'rgba-color',
  hsl: 'hsl-color',
  hsla: 'hsla-color',
  color: 'color',
};

/**
 * ui.md §4.1 (vendor-prefixed names such as AWS AppSync's `AWSDateTime`, `AWSJSON`, `AWSURL`): a
 * scalar whose name ends in one of these words gets that widget. The word must be written as a
 * camel-case word or an acronym (`…Date`, `…JSON`), or follow `_` in any case (`sql_date`),
 * so `Candidate`, `Lifetime` or `Update` stay text. Longest first.
 */
export const SCALAR_NAME_SUFFIXES: ReadonlyArray<readonly [string, 'file' | 'datetime' | 'date' | 'time' | 'json' | 'url' | 'email']> = [
  ['Upload', 'file'],
  ['DateTime', 'datetime'],
  ['Datetime', 'datetime'],
  ['Date', 'date'],
  ['Time', 'time'],
  ['JSON', 'json'],
  ['Json', 'json'],
  ['URL', 'url'],
  ['Url', 'url'],
  ['URI', 'url'],
  ['Uri', 'url'],
  ['Email', 'email'],
];

/** ui.md §4.1 row "PositiveInt…": bounded number scalars, as [min, max, isInteger]. */
export const BOUNDED_NUMBER_SCALARS: Readonly<Record<string, readonly [number, number, boolean]>> = {
  positiveint: [1, 2_147_483_647, true],
  nonnegativeint: [0, 2_147_483_647, true],
  unsignedint: [0, 2_147_483_647, true],
  negativeint: [-2_147_483_648, -1, true],
  nonpositiveint: [-2_147_483_648, 0, true],
  port: [0, 65_535, true],
  latitude: [-90, 90, false],
  longitude: [-180, 180, false],
  positivefloat: [Number.MIN_VALUE, Number.MAX_VALUE, false],
  nonnegativefloat: [0, Number.MAX_VALUE, false],
};

/** PRODUCT.md §4 "Invalid input is explained next to the field": most enum values a message
 *  names before "…" and the count, so a long enum's message stays readable. */
export const MESSAGE_MAX_ENUM_VALUES = 8;

/** PRODUCT.md §4 "Int: integer in 32-bit range" (GraphQL spec §3.5.1). */
export const INT32_MIN = -2_147_483_648;
/** PRODUCT.md §4 "Int: integer in 32-bit range" (GraphQL spec §3.5.1). */
export const INT32_MAX = 2_147_483_647;

/** PRODUCT.md §4 "`Int` named like rating/stars/score → rating": the name's last word. */
export const RATING_NAME_WORDS: readonly string[] = ['rating', 'ratings', 'stars', 'score'];
/** PRODUCT.md §4 rating widget: rating words that imply no scale (a score is often 0–100), so
 *  they get stars only when the description states a small one ("1–5", "out of 10"). */
export const SCALELESS_RATING_WORDS: readonly string[] = ['score'];
/** PRODUCT.md §4 rating widget: stars shown for a rating (APG rating radio group example). */
export const RATING_MAX_STARS = 5;
/** PRODUCT.md §4 rating widget: the largest scale drawn as stars (1–10); a wider one is a number input. */
export const RATING_MAX_SCALE = 10;

/**
 * ui.md §2 items 4 and 20 "never headers or tokens" in links, "masked in the UI", and issue 12 §3
 * (credential-named arguments leak into links and drafts): a name with one of these words, or two
 * adjacent words that join into one (`apiKey`, `private_key`, `sessionId`), is a secret.
 */
export const SECRET_ARGUMENT_WORDS: readonly string[] = [
  'password', 'passwd', 'pwd', 'passphrase', 'passcode', 'secret', 'token', 'jwt', 'bearer', 'authorization',
  'credential', 'apikey', 'accesskey', 'privatekey', 'secretkey', 'signingkey', 'sessionid', 'sessionkey', 'cookie',
  'otp', 'totp', 'pin',
];

// ---- Selections (ui.md §2 item 17) --------------------------------------------------------------

/** ui.md §2 item 17 "leaf fields with a depth cap": object levels opened by default (Altair uses 3). */
export const DEFAULT_SELECTION_DEPTH = 2;
/** ui.md §2 item 9 "large schemas stay fast": a generated selection above this many fields is
 *  rebuilt one level shallower, so a wide schema never yields a runaway document. */
export const SELECTION_MAX_FIELDS = 400;

/** ui.md §4.3 (GitHub requires `first` or `last` on every connection): page size asked for
 *  by a connection nested inside a generated selection. */
export const NESTED_CONNECTION_FIRST = 10;

// ---- Pagination (ui.md §4.3–4.4) ----------------------------------------------------------------

/** ui.md §4.4 rule: page-size argument names ({limit,first,take,perPage,per_page,pageSize}). */
export const LIMIT_ARGUMENT_NAMES: readonly string[] = ['limit', 'first', 'take', 'perpage', 'per_page', 'pagesize', 'page_size', 'size'];
/** ui.md §4.4 rule: position argument names that count items ({offset,skip,start}). */
export const OFFSET_ARGUMENT_NAMES: readonly string[] = ['offset', 'skip', 'start'];
/** ui.md §4.4 rule: position argument names that count pages (`page`, `pageNumber`). */
export const PAGE_ARGUMENT_NAMES: readonly string[] = ['page', 'pagenumber', 'page_number'];
/** ui.md §4.4 "wrapped page objects" (`EventPage{items}`, Hot Chocolate `CollectionSegment{items}`). */
export const PAGE_ITEMS_FIELD_NAMES: readonly string[] = ['items', 'nodes', 'results', 'data', 'records', 'rows', 'list', 'entries', 'content'];
/** ui.md §4.4 "a sibling count field … → page count": total-like field names. */
export const TOTAL_FIELD_NAMES: readonly string[] = ['total', 'totalcount', 'total_count', 'count', 'totalitems', 'totalresults', 'totalelements'];

// ---- Display hints (ui.md §4.5–4.6) -------------------------------------------------------------

/** ui.md §4.5 "Suggested order for Facet" for a card title (exact names, in order). */
export const TITLE_FIELD_NAMES: readonly string[] = ['title', 'name', 'displayName', 'label', 'username', 'login', 'email', 'slug'];
/** ui.md §4.5 "Subtitle from description/summary/body". */
export const SUBTITLE_FIELD_NAMES: readonly string[] = ['description', 'summary', 'subtitle', 'excerpt', 'body', 'bio', 'text', 'content'];
/** ui.md §4.6 key hints for image URLs (matched as a word anywhere in the name). */
export const IMAGE_NAME_HINTS: readonly string[] = ['image', 'images', 'img', 'photo', 'photos', 'avatar', 'logo', 'cover', 'thumbnail', 'thumb', 'icon', 'picture', 'pictures', 'banner', 'poster', 'screenshot', 'screenshots', 'gallery'];
/** ui.md §4.6 image extensions on the URL pathname (GraphiQL image-preview and refine). */
export const IMAGE_EXTENSIONS: readonly string[] = ['bmp', 'gif', 'jpg', 'jpeg', 'png', 'svg', 'webp', 'avif', 'tif', 'tiff', 'ico'];
/** ui.md §4.6 "an object holding an image": the field carrying its URL. */
export const IMAGE_URL_SUBFIELDS: readonly string[] = ['url', 'src', 'href', 'uri', 'imageUrl', 'link'];
/** PRODUCT.md §4 "a string field named like a token … can be adopted as the sign-in token". */
export const TOKEN_FIELD_NAMES: readonly string[] = ['token', 'accesstoken', 'access_token', 'authtoken', 'auth_token', 'jwt', 'idtoken', 'id_token', 'sessiontoken', 'bearertoken', 'apitoken'];
/** issue 7 "destructive-sounding names flagged": verbs that flag a mutation in its confirmation. */
export const DESTRUCTIVE_VERBS: readonly string[] = ['delete', 'remove', 'destroy', 'drop', 'purge', 'revoke', 'archive', 'cancel', 'clear', 'erase', 'wipe', 'truncate', 'reset', 'terminate', 'kill', 'ban', 'unpublish', 'unlink', 'deactivate', 'disable', 'expire', 'void'];

// ---- Result display: word lists (ui.md §4.5–4.6, PRODUCT.md §4 "Results") ------------------------

/**
 * PRODUCT.md §4 "Results" (ratings): words in a rating field's name that state its scale, so
 * `ratingOutOf10`, `tenPointRating` or `score_100` are not judged by their value alone.
 */
export const RATING_SCALE_WORDS: Readonly<Record<string, number>> = { '5': 5, five: 5, '10': 10, ten: 10, '100': 100, hundred: 100 };

/**
 * ui.md §4.5 (refine's `getFieldableKeys`: "then any key ending in name/label"): after the exact
 * TITLE_FIELD_NAMES, a field whose last word is one of these titles the card, in this order of
 * preference, so `eventTitle` beats `venueName`.
 */
export const TITLE_LAST_WORDS: readonly string[] = ['title', 'name', 'label'];

/**
 * ui.md §4.6 "a sibling `mimeType`/`contentType` starting `image/`": keys (in lower case) that state
 * the media type of an object's URL.
 */
export const MEDIA_TYPE_KEYS: readonly string[] = ['mimetype', 'mime_type', 'mime', 'contenttype', 'content_type', 'mediatype', 'media_type'];

/**
 * ui.md §4.6: last words of a key holding "the" URL of an object (`url`, `downloadUrl`, `src`),
 * whose sibling media type says whether it is an image. Image-named keys (`thumbnailUrl`) keep
 * their own evidence.
 */
export const URL_LAST_WORDS: readonly string[] = ['url', 'uri', 'src', 'href', 'link'];

/**
 * ui.md §4.6 (alt text, size): keys an image object may hold besides its URL, in lower case. An
 * object judged by its URL's extension alone must hold nothing else, so an entity that merely has
 * an image-looking `url` (a venue with a map) stays a card.
 */
export const IMAGE_OBJECT_KEYS: readonly string[] = ['__typename', 'id', 'alt', 'alttext', 'alt_text', 'caption', 'title', 'name', 'description', 'width', 'height', 'size', 'filename', 'file_name', ...MEDIA_TYPE_KEYS];

// ---- Plurals (issue 13 item 6) --------------------------------------------------------------------

/** issue 13 item 6 "use a real pluraliser": irregular English plurals (singular → plural, lower case). */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  person: 'people', man: 'men', woman: 'women', child: 'children', mouse: 'mice', goose: 'geese', foot: 'feet',
  tooth: 'teeth', ox: 'oxen', die: 'dice', criterion: 'criteria', phenomenon: 'phenomena', datum: 'data',
  medium: 'media', quiz: 'quizzes',
};
/** issue 13 item 6: nouns with no plural form of their own ("0 metadata", "3 series"). */
export const UNCOUNTABLE_NOUNS: readonly string[] = [
  'data', 'metadata', 'information', 'equipment', 'feedback', 'news', 'series', 'species', 'sheep', 'fish', 'deer',
  'software', 'hardware', 'firmware', 'media', 'staff', 'traffic', 'music', 'money', 'advice', 'evidence', 'inventory',
];

// ---- Entities (issue 15 §1 "Entities, derived from the schema") -----------------------------------

/** issue 15 §1 "an `id`/`ID` field": names of a record's own identity field (`_id`: MongoDB-style APIs). */
export const IDENTITY_FIELD_NAMES: readonly string[] = ['id', '_id'];
/** issue 15 §1 "Relay's `Node` interface": the interface whose implementations carry a global id. */
export const RELAY_NODE_INTERFACE = 'Node';
/** issue 15 §1 "or a `nodeId`" (PostGraphile's global id when a table has its own `id` column). */
export const NODE_ID_FIELD_NAMES: readonly string[] = ['nodeid'];
/** issue 15 §1 "Relay's `node(id:)` with a type condition": root fields fetching any Node. */
export const RELAY_NODE_FIELD_NAMES: readonly string[] = ['node'];
/** issue 15 §1 "Hasura's `x_by_pk`": the suffix of a primary-key fetcher (Hasura v2). */
export const PRIMARY_KEY_FETCHER_SUFFIX = '_by_pk';
/** issue 15 §1 "composite keys such as GitHub's `repository(owner:, name:)`": when a key argument
 *  names an object field of the record (`owner`), the object's field that holds the key, in order. */
export const KEY_SUBFIELD_NAMES: readonly string[] = ['login', 'name', 'slug', 'handle', 'key', 'code', 'id'];
/** issue 15 §1 list sources "filter (`where`, `filter`, `condition`, plain scalar args)": argument
 *  names that filter whatever their type (Hasura, PostGraphile, Prisma-likes, Shopify's `query`). */
export const FILTER_ARGUMENT_NAMES: readonly string[] = ['where', 'filter', 'filters', 'filterby', 'condition', 'query', 'search', 'q', 'text'];
/** issue 15 §1 list sources "sort (`orderBy`, `order_by`, `sort` enums or inputs)": sort argument names. */
export const SORT_ARGUMENT_NAMES: readonly string[] = ['orderby', 'order_by', 'sort', 'sortby', 'sort_by', 'sortkey', 'sort_key', 'order', 'sortorder', 'sort_order', 'direction', 'reverse'];
/** issue 15 §1: leaf arguments that shape a list without filtering it (Hasura `distinct_on`). */
export const NON_FILTER_ARGUMENT_NAMES: readonly string[] = ['distinct_on', 'distinct'];
/** ui.md §4.3 (Relay cursor arguments), for telling paging arguments from filters. */
export const CURSOR_ARGUMENT_NAMES: readonly string[] = ['first', 'last', 'after', 'before'];
/** issue 15 §1 "the best list source": a list field named `all` + the plural is canonical (PostGraphile `allUsers`). */
export const LIST_FIELD_PREFIXES: readonly string[] = ['all'];

/** issue 15 §1 actions "mutations that create it": leading (or, Shopify-style, trailing) verbs. */
export const CREATE_VERBS: readonly string[] = ['create', 'insert', 'add', 'new', 'register'];
/** issue 15 §1 actions "update it". */
export const UPDATE_VERBS: readonly string[] = ['update', 'edit', 'modify', 'patch', 'change'];
/** issue 15 §1 actions "delete it". */
export const DELETE_VERBS: readonly string[] = ['delete', 'remove', 'destroy'];
/** issue 15 §1 action names: trailing words that are not part of the record's name
 *  (Hasura `insert_x_one`, `update_x_many`, `x_by_pk`; PostGraphile `updateXById`, `deleteXByNodeId`). */
export const ACTION_NAME_SUFFIX_WORDS: readonly string[] = ['one', 'many', 'by', 'pk'];
/** issue 15 §1 "an input holding the id": argument or input-field names that carry an action's
 *  new values (demo `input`, Hasura `object`/`_set`, PostGraphile `xPatch`/`patch`). */
export const VALUES_FIELD_NAMES: readonly string[] = ['input', 'object', 'data', 'values', 'attributes', 'record', 'changes', 'patch', '_set', 'set'];
/** Relay Classic mutation bookkeeping, never a value of the record (PostGraphile, GitHub). */
export const MUTATION_BOOKKEEPING_FIELDS: readonly string[] = ['clientmutationid'];
