// One URL policy for everything drawn from server data (issue 12 item 2): a value a server chose
// reaches `href` or `src` only when it passes here; anything else is shown as text.
//
//   links   http: and https:, and relative references (`/events/1`, `page?x=1`, `#top`)
//   images  http:, https: and relative, blob:, and data:image/* except SVG (an SVG document can
//           carry script and links, so a server-chosen one is never drawn)
//
// Deliberately left out: protocol-relative references (`//host/path`) take the page's scheme but
// a server's choice of host, and browsers read `/\host` the same way, so both count as neither a
// relative nor an absolute URL here and are refused. The WHATWG URL parser strips leading and
// trailing C0 controls and spaces and removes tabs and newlines anywhere, which is how
// `java\tscript:` or ` javascript:` run in a browser; the checks below parse the value the same
// way (with `new URL`) and also refuse any value that still holds a control character, rather than
// guess what another parser makes of it. Pure: no DOM, no React.

/** The schemes a link from server data may use (WHATWG URL `protocol`, with its colon). */
const LINK_PROTOCOLS: ReadonlySet<string> = /* @__PURE__ */ new Set(['http:', 'https:']);

/** The schemes an image from server data may use, besides `data:image/*` (not SVG). */
const IMAGE_PROTOCOLS: ReadonlySet<string> = /* @__PURE__ */ new Set(['http:', 'https:', 'blob:']);

/** A base that only relative references resolve against; its scheme never reaches the page. */
const RELATIVE_BASE = 'http://relative.invalid/';

/** `data:image/<subtype>[;params],…` where the subtype is no SVG. */
const DATA_IMAGE = /^data:image\/(?!svg)[a-z0-9.+-]+[;,]/i;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A scheme at the start (`mailto:`, `javascript:`), as RFC 3986 §3.1 spells one. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

type Verdict = { kind: 'absolute'; protocol: string } | { kind: 'relative' } | { kind: 'refused' };

function judge(value: unknown): Verdict {
  if (typeof value !== 'string') return { kind: 'refused' };
  const text = value.trim();
  if (text === '' || text !== value || CONTROL_CHARACTERS.test(text)) return { kind: 'refused' };
  // `//evil.test/x`, `\\evil.test`, `/\evil.test`: another host under the page's scheme.
  if (/^[/\\]{2}/.test(text)) return { kind: 'refused' };
  if (SCHEME.test(text)) {
    try {
      return { kind: 'absolute', protocol: new URL(text).protocol.toLowerCase() };
    } catch {
      return { kind: 'refused' };
    }
  }
  try {
    // A relative reference must resolve on the base's own origin.
    return new URL(text, RELATIVE_BASE).origin === new URL(RELATIVE_BASE).origin ? { kind: 'relative' } : { kind: 'refused' };
  } catch {
    return { kind: 'refused' };
  }
}

/**
 * `value` when a link to it is safe to draw from server data (http:, https: or a relative
 * reference), else null: the caller shows the value as text instead.
 */
export function safeLinkUrl(value: unknown): string | null {
  const verdict = judge(value);
  if (verdict.kind === 'relative') return value as string;
  return verdict.kind === 'absolute' && LINK_PROTOCOLS.has(verdict.protocol) ? (value as string) : null;
}

/**
 * `value` when it is safe as an image source from server data (http:, https:, relative, blob:,
 * or data:image/* other than SVG), else null: the caller shows the value as text instead.
 */
export function safeImageUrl(value: unknown): string | null {
  const verdict = judge(value);
  if (verdict.kind === 'relative') return value as string;
  if (verdict.kind !== 'absolute') return null;
  if (IMAGE_PROTOCOLS.has(verdict.protocol)) return value as string;
  return verdict.protocol === 'data:' && DATA_IMAGE.test(value as string) ? (value as string) : null;
}

/** True for an absolute http(s) URL: shown as a link in results (relative paths stay text there). */
export function isWebUrl(value: unknown): boolean {
  const verdict = judge(value);
  return verdict.kind === 'absolute' && LINK_PROTOCOLS.has(verdict.protocol);
}
