/**
 * The rules for the request headers a user adds in settings (issue 14 §1): a name fetch accepts
 * (an RFC 9110 §5.1 token) and may set (not a Fetch standard forbidden request-header, which the
 * browser would drop without a word), a value on one line, and whether the value is a credential
 * to mask. One module, so the settings' validation and the editor cannot disagree.
 *
 * Deliberately left out: headers the transport sets itself (`Accept`, `Content-Type`, the
 * preflight header, `Authorization` while a token is stored) are allowed; the transport's own win
 * (docs/transport.md "Headers").
 */
import { isSecretName } from '../schema/secret-names.ts';
import {
  FORBIDDEN_REQUEST_HEADER_PREFIXES,
  FORBIDDEN_REQUEST_HEADERS,
  HEADER_NAME_PATTERN,
  HEADER_VALUE_PATTERN,
  SECRET_HEADER_NAMES,
} from './constants.ts';

/** One row of the headers editor. */
export interface HeaderRow {
  readonly name: string;
  readonly value: string;
}

/** Messages for one row; absent fields are valid. */
export interface HeaderRowErrors {
  name?: string;
  value?: string;
}

/** Why a browser refuses to send this header, in words, or null when a page may set it. */
export function forbiddenHeaderReason(name: string): string | null {
  const lower = name.trim().toLowerCase();
  if (lower === 'cookie' || lower === 'cookie2' || lower === 'set-cookie') {
    return `The browser sends its own cookies for the endpoint and drops a "${name}" header set by a page; sign in with a token or another header instead`;
  }
  if (lower === 'host' || lower === 'origin' || lower === 'referer') {
    return `The browser sets "${name}" itself from the address and the page; a page cannot change it`;
  }
  if (lower === 'content-length' || lower === 'transfer-encoding' || lower === 'connection' || lower === 'keep-alive' || lower === 'te' || lower === 'trailer' || lower === 'upgrade' || lower === 'expect') {
    return `"${name}" describes the connection or the body, which the browser manages itself; it drops this header`;
  }
  const prefix = FORBIDDEN_REQUEST_HEADER_PREFIXES.find((p) => lower.startsWith(p));
  if (prefix) return `Headers starting with "${prefix}" are reserved for the browser, which drops them when a page sets one`;
  if (FORBIDDEN_REQUEST_HEADERS.includes(lower)) return `The browser does not let a page set "${name}"; it drops this header`;
  return null;
}

/** A message when the name cannot be sent, else null. */
export function checkHeaderName(name: string): string | null {
  const v = name.trim();
  if (v === '') return 'Enter a header name, e.g. x-api-key';
  if (!HEADER_NAME_PATTERN.test(v)) return `Expected a header name of letters, digits and dashes (no spaces or colons), got "${v}"`;
  return forbiddenHeaderReason(v);
}

/**
 * A message when the value cannot be sent, else null. The message never repeats the value: it
 * may be a secret, and messages are shown on screen.
 */
export function checkHeaderValue(value: string): string | null {
  const v = value.trim();
  if (v === '') return 'Enter a value: an empty header is sent as nothing';
  if (!HEADER_VALUE_PATTERN.test(v)) return 'Expected printable ASCII characters on one line (no line breaks or accented letters)';
  return null;
}

/** Per-row messages (an empty array entry when a row is valid), plus a repeated name; null when all rows are valid. */
export function validateHeaderRows(rows: readonly HeaderRow[]): HeaderRowErrors[] | null {
  const seen = new Set<string>();
  let isValid = true;
  const errors = rows.map((row) => {
    const e: HeaderRowErrors = {};
    const name = checkHeaderName(row.name);
    const value = checkHeaderValue(row.value);
    if (name) e.name = name;
    else if (seen.has(row.name.trim().toLowerCase())) e.name = `"${row.name.trim()}" is already set above; one value per header`;
    if (value) e.value = value;
    seen.add(row.name.trim().toLowerCase());
    if (e.name || e.value) isValid = false;
    return e;
  });
  return isValid ? null : errors;
}

/** True when the header's value is a credential: masked in settings, never shown or logged. */
export function isSecretHeaderName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return SECRET_HEADER_NAMES.includes(lower) || isSecretName(lower.replace(/^x-/, ''));
}

/** The rows as the transport's `headers` option (names as typed, values trimmed). */
export function headersFromRows(rows: readonly HeaderRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) out[row.name.trim()] = row.value.trim();
  return out;
}
