// Size of the standalone transport, minified (esbuild, as build.mjs does) and gzip -9, against the
// budgets decided in issue 11 item 9. Each row is one package.json `exports` entry bundled alone,
// i.e. what a user of that entry ships (measured by build.mjs's measureTransportEntry, the same
// function the build and test/transport/standalone.test.ts use):
//   - ./transport/http (src/transport/http-index.ts): createHttpRequest and the HTTP errors;
//   - ./transport/ws (src/transport/ws-index.ts): createSocketClient and the WebSocket errors;
//   - ./transport (src/transport/index.ts): createTransport, both halves;
//   - ./transport/sse (src/transport/sse-index.ts): createSseClient and its errors (issue 26).
// graphql-ws's and graphql-sse's clients and graphql-request, bundled the same way, are printed beside them.
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { measureTransportEntry, transportBudgetsGzipBytes, transportEntries } from '../build.mjs';
import { formatNumber, printTable } from './table.ts';

const root = new URL('..', import.meta.url).pathname;

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

const at = (path: string) => `${root}${path}`;
const rows: Array<[string, { minified: number; gzip: number }, number | null]> = [
  ['HTTP half: ./transport/http (createHttpRequest + HTTP errors)', await measureTransportEntry(at(transportEntries['transport-http'])), transportBudgetsGzipBytes['transport-http']],
  ['WebSocket half: ./transport/ws (createSocketClient + its errors)', await measureTransportEntry(at(transportEntries['transport-ws'])), transportBudgetsGzipBytes['transport-ws']],
  ['whole: ./transport (createTransport, both halves)', await measureTransportEntry(at(transportEntries.transport)), transportBudgetsGzipBytes.transport],
  ['SSE: ./transport/sse (createSseClient + its errors)', await measureTransportEntry(at(transportEntries['transport-sse'])), transportBudgetsGzipBytes['transport-sse']],
];
try {
  rows.push(["graphql-ws's client alone (graphql-ws/client)", await measure(`export * from 'graphql-ws/client';`, root, 'browser'), null]);
  rows.push(["graphql-sse's client alone (graphql-sse createClient)", await measure(`export { createClient } from 'graphql-sse';`, root, 'browser'), null]);
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
