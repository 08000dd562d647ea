// Size of the standalone transport, minified (esbuild, as build.mjs does) and gzip -9 (issue 2
// "Measured" for the HTTP half, issue 3 for the whole). Entries:
//   - the HTTP half: what a consumer of createHttpRequest and the HTTP errors ships
//     (http.ts and what it imports; tree-shaken like any bundler would);
//   - the WebSocket half: createSocketClient and what it imports;
//   - the standalone bundle: src/transport/index.ts, everything the transport exports
//     (the file build.mjs writes to static/dist/transport.js).
// graphql-ws's client and graphql-request, bundled the same way, are printed beside them.
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { formatNumber, printTable } from './table.ts';

/** Issue 2: "Budget for this half: under 2.5 KB gzip". */
const HTTP_HALF_BUDGET_BYTES = 2.5 * 1024;
/** Issue 3: "Standalone transport bundle (HTTP + WebSocket): under 5 KB gzip". */
const FULL_BUDGET_BYTES = 5 * 1024;

const root = new URL('..', import.meta.url).pathname;
const transportDir = `${root}src/transport`;

async function measure(contents: string, resolveDir: string, platform: esbuild.Platform = 'neutral'): Promise<{ minified: number; gzip: number }> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    platform,
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const rows: Array<[string, { minified: number; gzip: number }, number | null]> = [
  [
    'HTTP half (createHttpRequest + HTTP errors)',
    await measure(
      `export { createHttpRequest } from './http.ts';
       export { TransportError, ServerError, ParseError, NetworkError, CancelledError, isCancelled } from './errors.ts';
       export { readBearer } from './authorization.ts';`,
      transportDir,
    ),
    HTTP_HALF_BUDGET_BYTES,
  ],
  ['WebSocket half (createSocketClient + its errors)', await measure(`export { createSocketClient } from './socket-client.ts';`, transportDir), null],
  ['standalone bundle (src/transport/index.ts)', await measure(`export * from './index.ts';`, transportDir), FULL_BUDGET_BYTES],
];
try {
  rows.push(["graphql-ws's client alone (graphql-ws/client)", await measure(`export * from 'graphql-ws/client';`, root, 'browser'), null]);
  rows.push(['graphql-request (for scale)', await measure(`export { GraphQLClient, request } from 'graphql-request';`, root), null]);
} catch (error) {
  console.log(`graphql-request could not be bundled: ${(error as Error).message.split('\n')[0]}`);
}

printTable({
  title: 'Standalone transport size (esbuild minify, gzip -9)',
  columns: ['bundle', 'minified B', 'gzip B', 'budget gzip B', 'within'],
  rows: rows.map(([name, { minified, gzip }, budget]) => [
    name,
    formatNumber(minified),
    formatNumber(gzip),
    budget === null ? '—' : formatNumber(budget),
    budget === null ? '—' : gzip <= budget ? 'yes' : 'NO',
  ]),
  note: 'The standalone bundle speaks HTTP (APQ, uploads) and three WebSocket dialects; graphql-ws\'s client speaks one dialect and no HTTP.',
});
