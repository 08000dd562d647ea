/**
 * Interface constants of the UI layer, each citing the rule it implements. Widgets and screens
 * import them from here; no other file in src/ui/ or src/screens/ holds these literals.
 */
import { RATING_MAX_STARS } from '../schema/constants.ts';
import { storeConstants } from '../store/index.ts';

// ─── Interface defaults (seed/spec.md §67, PRODUCT.md §1 "Interface constants") ───────────────

/**
 * How long a toast stays up before it closes itself. seed/spec.md "toast duration 3000 ms";
 * PRODUCT.md §1. Defined once, by the store that queues the notices.
 */
export const TOAST_DURATION_MS = storeConstants.TOAST_DURATION_MS;

/** Delay before focus returns to a dialog's trigger after it closes. seed/spec.md "focus-restore delay 100 ms"; PRODUCT.md §1. */
export const FOCUS_RESTORE_DELAY_MS = 100;

/** Width of the sidebar on wide screens. seed/spec.md "sidebar width 320px"; PRODUCT.md §1 and §3. */
export const SIDEBAR_WIDTH_PX = 320;

/**
 * Widest viewport that gets the narrow layout (sidebar as a drawer): below a 768 px tablet width
 * the 320 px sidebar would leave the main area under 450 px. PRODUCT.md §3 "sidebar … becomes a
 * drawer on narrow screens" (issue 6 "Shell").
 */
export const NARROW_LAYOUT_MAX_WIDTH_PX = 767;

/**
 * Longest link an operation screen writes into the address bar (issue 16: a 20,000-character
 * argument made the reload answer HTTP 400). 2,000 characters is what every browser, proxy and
 * server in the way takes and what mail and chat keep whole: well under RFC 9110 §4.1's advised
 * minimum of 8,000 octets, nginx's 8 KB request line and Node's 16 KB of headers (the demo's
 * 400), and under urql's 2,047-character GET limit. Longer values stay in the form, and in the tab
 * after a reload; the screen says the link leaves them out.
 */
export const LINK_MAX_CHARS = 2000;

// ─── Scalar ranges (GraphQL spec §3.5.1 Int, §3.5.2 Float; PRODUCT.md §4 "Int: 32-bit range") ─

/** Largest value of GraphQL's Int. GraphQL spec §3.5.1 "signed 32-bit integer". */
export const MAX_INT_32 = 2_147_483_647;

/** Smallest value of GraphQL's Int. GraphQL spec §3.5.1 "signed 32-bit integer". */
export const MIN_INT_32 = -2_147_483_648;

/** Most fraction digits a Float field keeps while formatting (Intl.NumberFormat's upper bound in ES2022). PRODUCT.md §4 "Float: finite". */
export const FLOAT_MAX_FRACTION_DIGITS = 20;

// ─── Widget defaults (PRODUCT.md §4 "Widgets") ─────────────────────────────────────────────────

/**
 * Stars offered by the rating input and drawn for a rating whose name states no scale.
 * WAI-ARIA APG "Rating Radio Group" example (5 stars). Defined once, by the schema layer that
 * decides which numbers are ratings (issue 11 item 1: one five-star constant).
 */
export const DEFAULT_RATING_MAX = RATING_MAX_STARS;

/** Most enum values shown as radios before the enum select becomes a Select. ui.md §4.1 "enum: ≤5 values → RadioGroup". */
export const RADIO_MAX_OPTIONS = 5;

/** Most enum values a refused tag's message lists before "…", so the message stays one line. PRODUCT.md §4 "Invalid input is explained next to the field". */
export const MAX_NAMED_CHOICES = 8;

/** Keys that turn the tag draft into a tag, besides Enter. PRODUCT.md §4 "list of scalars → tags"; ui.md §3 "Tags". */
export const TAG_SEPARATOR = ',';

/** Bytes per unit step when showing file sizes (SI, as browsers' download UIs do). PRODUCT.md §4 "file input … name and size". */
export const BYTES_PER_KILOBYTE = 1000;

/** Indentation of JSON the JSON input formats from a value. PRODUCT.md §4 "JSON-like scalar → text area". */
export const JSON_INDENT_SPACES = 2;

// ─── Result display (PRODUCT.md §4 "Results") ──────────────────────────────────────────────────

/** Items per page when a list the server does not page is paged on the client. PRODUCT.md §4 "lists get pagination (… client-side otherwise)". */
export const CLIENT_PAGE_SIZE = 20;

/** Page buttons shown on each side of the current one before an ellipsis. PRODUCT.md §4 "lists get pagination"; ui.md §3 "Pagination". */
export const PAGINATION_SIBLING_PAGES = 1;

/** Characters of a string shown before "Show more". ui.md §4.5 "Subtitle from description/summary/body (truncated)". */
export const TEXT_TRUNCATE_CHARS = 280;

/** Characters of a token left visible when a result shows it. ui.md §2 item 20 "Tokens … masked in the UI". */
export const TOKEN_VISIBLE_CHARS = 6;

/** Longest response excerpt an alert keeps in its details. PRODUCT.md §4 "errors show as alerts (kind, status, message, path)". */
export const ALERT_DETAILS_MAX_CHARS = 2000;

/**
 * The widest rating scale a result draws as stars; a wider one (`scoreOutOf100`) shows as
 * "87 / 100". PRODUCT.md §4 "Results" ratings; the same 1–10 bound as the rating input's.
 */
export const RATING_STARS_MAX_SCALE = 10;

/** Decimals of a rating shown beside its stars ("4.25 out of 5"); the stars themselves round to halves. PRODUCT.md §4 "rating-like numbers show as stars". */
export const RATING_FRACTION_DIGITS = 2;

// ─── Result table (ui.md §2 item 11 "Results as cards and tables, not only JSON") ──────────────

/** Most columns the table view shows; an item's other fields stay in the Cards and JSON views. ui.md §2 item 11; PRODUCT.md §4 "Results". */
export const TABLE_MAX_COLUMNS = 8;

/** Characters of a table cell's text shown before "…"; the full text is the cell's tooltip and in the JSON view. ui.md §2 item 10 "truncate big strings". */
export const TABLE_CELL_MAX_CHARS = 80;

/** Fields a nested object with no title shows in its table cell ("Width: 640, Height: 480"). ui.md §2 item 11. */
export const TABLE_SUMMARY_FIELDS = 2;

/**
 * Characters of printed JSON put in the page before "Show all": about 100 kB of ASCII JSON, a few
 * thousand lines, which lays out at once. ui.md §2 item 10 "truncate big strings and JSON with
 * 'show more'".
 */
export const JSON_SHOWN_MAX_CHARS = 100_000;

/** Most matches find counts; past it the count reads "10,000+". ui.md §2 item 10 "support find". */
export const JSON_FIND_MAX_MATCHES = 10_000;

/** Matches highlighted at once, around the current one, to keep the page small. ui.md §2 item 10 "never freeze the tab". */
export const JSON_FIND_HIGHLIGHT_WINDOW = 200;

/**
 * Nesting levels the JSON view indents; deeper lines keep this indent, so a value nested 10,000
 * levels deep prints in text that grows with its size, not its depth squared (about 200 MB at
 * two spaces a level). Issue 12 item 6 "the JSON view renders deep values".
 */
export const JSON_INDENT_MAX_LEVELS = 64;

/**
 * Levels of nested cards and lists a result is drawn as before the rest shows as "Show as JSON".
 * Issue 12 item 6: cards recursed without limit, and a JSON value nested 1,000 levels deep crashed
 * Chromium's renderer (300 still drew); no generated selection (DEFAULT_SELECTION_DEPTH) or
 * readable card nests this deep.
 */
export const RESULT_MAX_DEPTH = 24;

/**
 * Levels of nesting an export writes (issue 18 "Export results"); a value deeper is written as
 * EXPORT_TOO_DEEP. A hostile answer may nest 100,000 levels (JSON.parse reads it), and writing
 * one 10,000 levels deep overflowed the stack, so the export failed without a word; 1,000 is
 * 40 times what the result view draws (RESULT_MAX_DEPTH) and far inside the stack.
 */
export const EXPORT_MAX_DEPTH = 1000;

/** What an export writes in place of a value nested deeper than EXPORT_MAX_DEPTH. */
export const EXPORT_TOO_DEEP = `(nested deeper than ${EXPORT_MAX_DEPTH.toLocaleString('en-US')} levels: not exported)`;

// ─── Long enums (ui.md §4.1 "enum: Select (≤5 values → RadioGroup; many → ComboBox)") ─────────

/**
 * Most enum values offered in a Select (a listbox to scroll, type-ahead on first letters); a
 * longer enum is a ComboBox that filters as the user types. ui.md §4.1 "many → ComboBox".
 */
export const SELECT_MAX_OPTIONS = 15;

/**
 * ui.md §4.2 "Input object → nested fieldset (Disclosure when deep)": input objects this many
 * fieldsets deep or deeper (the argument's own object is 1; a list and each of its items are one
 * each) are collapsible sections.
 */
export const COLLAPSIBLE_FIELDSET_DEPTH = 3;

// ─── Document editor (PRODUCT.md §3 "/document") ─────────────────────────────────────────────

/** What Tab inserts in the document editor. Issue 6 task "Tab inserts two spaces". */
export const EDITOR_INDENT = '  ';

/** Schema problems listed under the document editor; the rest are counted. Issue 6 "/document … checked against the schema". */
export const DOCUMENT_PROBLEMS_SHOWN = 10;

/**
 * Most fields a generated form draws before the user opens anything (issue 13 item 1: "no form
 * may render more than a bounded number of fields up front"; Hasura's recursive `where` had
 * expanded to 6,939 fields, an insert to 648,803). Input objects that are required or hold a value
 * open up front, breadth first, only while their fields fit; the others start collapsed and cost
 * one button each until opened. 40 fields is about two screens of form and, at 8–12 DOM nodes a
 * field, a few hundred nodes.
 */
export const FORM_FIELDS_UP_FRONT_MAX = 40;

// ─── Compact results (issue 15 §3 "Results that a person can scan") ────────────────────────────

/**
 * Key fields a compact card shows besides its title, subtitle and thumbnail: the first this many
 * fields, in the order the selection asked for them, whose value is short and scalar (a number,
 * enum, rating, yes/no, a list of tags, text up to COMPACT_FIELD_MAX_CHARS), and only the first
 * date among them (a second is mostly its derivative or bookkeeping: `date` beside `startsAt`,
 * `updatedAt` beside `createdAt`); the record's id, images, nested objects and long text wait
 * behind "Show all fields". Three fit two lines of a 20rem card, so ten records stay within two
 * 800 px screens (issue 15 §3 target).
 */
export const COMPACT_KEY_FIELDS_MAX = 3;

/** Longest text a compact card shows as a key field; longer text is for "Show all fields". Issue 15 §3. */
export const COMPACT_FIELD_MAX_CHARS = 60;

/** A compact card's subtitle is clamped to this many lines with "Show more" (issue 15 §3 "Long text is clamped with a way to read it"). */
export const COMPACT_SUBTITLE_LINES = 2;

/** Subtitles longer than this get the "Show more" button (about two clamped lines of a 20rem card). Issue 15 §3. */
export const COMPACT_SUBTITLE_CHARS = 90;

/**
 * A list whose records hold only scalars and lists of scalars, at most TABLE_MAX_COLUMNS of
 * them, opens as the table rather than cards (issue 15 §3 "a list whose records are flat enough
 * defaults to the table"): every field then fits a column and nothing is hidden.
 */
export const FLAT_LIST_MAX_FIELDS = TABLE_MAX_COLUMNS;

/** Cards a list's loading skeleton shows: about a screenful, not the page size. Issue 16 "skeletons shaped like the result". */
export const SKELETON_LIST_ROWS = 3;
