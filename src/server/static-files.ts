// Plain static serving of `static/`: GET and HEAD, `index.html` for a directory path ending in
// `/`, content types by extension, and no fallback of its own (an unknown path is a 404 here; the
// servers answer app paths with a server-rendered page first, render-page.tsx). Paths that try to
// leave the root are refused, and so is a symbolic link that leads out of it (its real path is
// checked, security review finding 11). An HTML file may be rewritten on its way out (`rewriteHtml`).
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

/** Content types by extension; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** `target`'s real path (links resolved) when it lies inside `base`'s, else null (missing, or a link out). */
async function realPathInside(base: string, target: string): Promise<string | null> {
  try {
    const [realBase, realTarget] = await Promise.all([realpath(base), realpath(target)]);
    return realTarget === realBase || realTarget.startsWith(realBase + sep) ? realTarget : null;
  } catch {
    return null;
  }
}

/** Whether `rawPathname` names a file under `root` (never outside it). */
export async function hasStaticFile(root: string, rawPathname: string): Promise<boolean> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return false;
  }
  const base = resolve(root);
  const target = resolve(join(base, pathname));
  if (pathname.includes('\0') || !target.startsWith(base + sep)) return false;
  const real = await realPathInside(base, target);
  return real !== null && ((await stat(real).catch(() => null))?.isFile() ?? false);
}

export interface ServeStaticOptions {
  /** Applied to an .html file before it is sent (read whole: pages are small). @default none */
  rewriteHtml?: (html: string) => string;
}

/** Serves the raw (still percent-encoded) `rawPathname` from `root`. */
export async function serveStatic(root: string, rawPathname: string, method: string, res: ServerResponse, options: ServeStaticOptions = {}): Promise<void> {
  const { rewriteHtml } = options;
  if (method !== 'GET' && method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    sendText(res, 400, 'Bad path\n');
    return;
  }
  const base = resolve(root);
  const target = resolve(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  if (pathname.includes('\0') || (target !== base && !target.startsWith(base + sep))) {
    sendText(res, 404, 'Not found\n');
    return;
  }
  const real = await realPathInside(base, target);
  const info = real === null ? null : await stat(real).catch(() => null);
  if (!real || !info?.isFile()) {
    sendText(res, 404, 'Not found\n');
    return;
  }
  const headers = { 'Content-Type': contentTypeFor(target), 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
  if (rewriteHtml && extname(target).toLowerCase() === '.html') {
    const html = rewriteHtml(await readFile(real, 'utf8'));
    res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(html) });
    res.end(method === 'HEAD' ? undefined : html);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(real)
    .on('error', () => res.destroy())
    .pipe(res);
}
