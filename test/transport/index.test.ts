// The transport's public surface (issue 11 item 9): index.ts, http-index.ts and ws-index.ts are
// explicit export lists (no `export *`); internals stay off them; the whole entry repeats both
// halves; and every type a public signature names is itself exported by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as whole from '../../src/transport/index.ts';
import * as http from '../../src/transport/http-index.ts';
import * as ws from '../../src/transport/ws-index.ts';
import * as sse from '../../src/transport/sse-index.ts';

const dir = new URL('../../src/transport/', import.meta.url).pathname;
const ENTRIES = ['index.ts', 'http-index.ts', 'ws-index.ts', 'sse-index.ts'];

/**
 * Names of the types declared in src/transport that the exports of `entry` mention (parameters,
 * results, fields, heritage), followed through the types they mention in turn.
 */
function typesNamedBy(program: ts.Program, entry: string): { exported: Set<string>; named: Set<string> } {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(dir, entry))!;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  const exported = new Set(exports.map((s) => s.name));
  const named = new Set<string>();
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    // Bodies are not signatures; `typeof X` names a value, not a type.
    if (ts.isBlock(node) || ts.isTypeQueryNode(node)) return;
    if ((ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node)) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) return;
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const name = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
      let symbol = checker.getSymbolAtLocation(name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        const isOurs = declaration.getSourceFile().fileName.startsWith(dir);
        const isType = ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isClassDeclaration(declaration);
        if (!isOurs || !isType || ts.isTypeParameterDeclaration(declaration)) continue;
        named.add(symbol!.name);
        visit(declaration);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (let symbol of exports) {
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol.declarations ?? []) visit(declaration);
  }
  return { exported, named };
}

// ---

const lists = suite('export lists');

lists('every entry is an explicit list: no export *', () => {
  for (const entry of ENTRIES) assert.not.match(readFileSync(join(dir, entry), 'utf8'), /export \*/, entry);
});

lists('the whole transport exports createTransport, the errors and the shared defaults', () => {
  assert.equal(Object.keys(whole).sort(), [
    'ACCEPT_HEADER', 'BEARER_PREFIX', 'CancelledError', 'DEFAULT_HTTP_PATH', 'DEFAULT_PREFLIGHT_HEADER_NAME', 'DEFAULT_PREFLIGHT_HEADER_VALUE',
    'DEFAULT_TOKEN_NAME', 'HTTP_MAX_RESPONSE_BYTES', 'HTTP_TIMEOUT_MS', 'JSON_CONTENT_TYPE', 'NetworkError', 'NoSubscriptionAddressError',
    'ParseError', 'ProtocolError', 'ResponseTooLargeError', 'SUBSCRIPTION_RETRY_LIMIT',
    'ServerError', 'SocketClosedError', 'SubscriptionError', 'TimeoutError', 'TransportError', 'createTransport',
    'isCancelled', 'isTransient',
  ]);
});

lists('each half exports its own factory and its errors, and the whole shares their classes', () => {
  assert.equal(Object.keys(http).sort(), [
    'CancelledError', 'NetworkError', 'ParseError', 'ResponseTooLargeError', 'ServerError', 'TimeoutError', 'TransportError',
    'createHttpRequest', 'isCancelled',
  ]);
  assert.equal(Object.keys(ws).sort(), [
    'NetworkError', 'NoSubscriptionAddressError', 'ParseError', 'ProtocolError', 'SocketClosedError', 'SubscriptionError', 'TransportError',
    'createSocketClient', 'isTransient',
  ]);
  assert.is(http.ServerError, whole.ServerError);
  assert.is(ws.SocketClosedError, whole.SocketClosedError);
});

lists('the SSE entry exports its factory, its two limits and its errors (the whole transport does not repeat it, so it does not grow)', () => {
  assert.equal(Object.keys(sse).sort(), [
    'NetworkError', 'ParseError', 'ProtocolError', 'ResponseTooLargeError', 'SSE_CONTENT_TYPE', 'SSE_MAX_EVENT_CHARS', 'ServerError',
    'SubscriptionError', 'TimeoutError', 'TransportError', 'createSseClient',
  ]);
  assert.is(sse.ParseError, whole.ParseError);
  assert.not.ok('createSseClient' in whole);
});

lists('internals stay off every entry', () => {
  for (const entry of [whole, http, ws, sse] as Array<Record<string, unknown>>) {
    for (const name of ['workingProtocols', 'createObservable', 'realClock', 'globalStorage', 'sourceText']) assert.not.ok(name in entry, name);
  }
  assert.not.ok('createSocketClient' in whole, 'the socket client has one entry point: ./transport/ws');
  assert.not.ok('createHttpRequest' in whole, 'the HTTP half has one entry point: ./transport/http');
});

lists.run();

// ---

const types = suite('public types');

types('every type a public signature names is exported by name from that entry', () => {
  const program = ts.createProgram(ENTRIES.map((entry) => join(dir, entry)), {
    noEmit: true, allowImportingTsExtensions: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true,
  });
  const missing: string[] = [];
  for (const entry of ENTRIES) {
    const { exported, named } = typesNamedBy(program, entry);
    assert.ok(named.has('ExecutionResult'), `${entry}: the walk reaches ExecutionResult`);
    for (const name of named) if (!exported.has(name)) missing.push(`${entry}: ${name}`);
  }
  assert.equal(missing, []);
});

types.run();
