// Lists src exports no other file imports (review D5): `node --import tsx scripts/unused-exports.ts`.
// Reads every top-level export of src/ and every import and re-export of src/, test/, bench/,
// scripts/ (TypeScript's parser, no type checking), follows re-export chains through index files
// and prints two lists: exports used nowhere else ("dead"), and value exports used only inside
// their own file ("local": they need no `export`). The published transport entries are public
// surface, so their exports count as used. test/build/unused-exports.test.ts fails on a dead one.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
/** Entry files whose exports are a public surface (the transport package, build entries). */
const PUBLIC_ENTRIES = ['src/transport/index.ts', 'src/transport/http-index.ts', 'src/transport/ws-index.ts'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(m?ts|tsx|mjs)$/.test(name) ? [path] : [];
  });

interface Reference { from: string; names: Set<string> | 'all'; reexport: Map<string, string> | 'all' | null }

const files = ['src', 'test', 'bench', 'scripts'].flatMap((dir) => walk(join(root, dir))).concat(join(root, 'build.mjs'));
const sourceFiles = new Map(files.map((file) => [file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)]));

function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  for (const candidate of [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'), `${path}.ts`, `${path}/index.ts`]) {
    if (sourceFiles.has(candidate)) return candidate;
  }
  return null;
}

/** Top-level names each src file exports, with whether each is a value (not a type). */
const exportsOf = new Map<string, Map<string, { value: boolean }>>();
/** For each target file: the names other files take from it (imports and re-exports). */
const references = new Map<string, Reference[]>();
const addReference = (target: string, reference: Reference) => {
  if (!references.has(target)) references.set(target, []);
  references.get(target)!.push(reference);
};

for (const [file, source] of sourceFiles) {
  const exported = new Map<string, { value: boolean }>();
  const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveSpecifier(file, node.moduleSpecifier.text);
      const bindings = node.importClause?.namedBindings;
      if (target) {
        if (bindings && ts.isNamespaceImport(bindings)) {
          // import * as c: the names the file reads as c.NAME.
          const namespace = bindings.name.text.replace(/\$/g, '\\$');
          addReference(target, { from: file, names: new Set([...source.text.matchAll(new RegExp(`\\b${namespace}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((m) => m[1]!)), reexport: null });
        }
        else addReference(target, { from: file, names: new Set(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : []).add(node.importClause?.name ? 'default' : ''), reexport: null });
      }
    } else if (ts.isExportDeclaration(node)) {
      const target = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? resolveSpecifier(file, node.moduleSpecifier.text) : null;
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        const map = new Map<string, string>();
        for (const e of node.exportClause.elements) {
          map.set(e.name.text, (e.propertyName ?? e.name).text);
          exported.set(e.name.text, { value: !node.isTypeOnly && !e.isTypeOnly });
        }
        if (target) addReference(target, { from: file, names: new Set(map.values()), reexport: map });
      } else if (node.exportClause && ts.isNamespaceExport(node.exportClause)) {
        exported.set(node.exportClause.name.text, { value: true });
        if (target) addReference(target, { from: file, names: 'all', reexport: null });
      } else if (target) addReference(target, { from: file, names: 'all', reexport: 'all' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      // import('./x.ts'): every name the importing file mentions counts as taken.
      const target = resolveSpecifier(file, node.arguments[0].text);
      if (target) addReference(target, { from: file, names: new Set(source.text.match(/[A-Za-z_$][\w$]*/g) ?? []), reexport: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) exported.set(d.name.text, { value: true });
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      exported.set(statement.name.text, { value: true });
    } else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name) {
      exported.set(statement.name.text, { value: false });
    }
  }
  if (file.startsWith(join(root, 'src/'))) exportsOf.set(file, exported);
}

const facades = new Set([...exportsOf.keys()].filter((file) => {
  const statements = sourceFiles.get(file)!.statements;
  return statements.length > 0 && statements.every((st) => ts.isExportDeclaration(st) && st.moduleSpecifier);
}));

/** Whether `name` exported by `file` is taken by some other file, following re-export chains. */
function isUsed(file: string, name: string, seen = new Set<string>()): boolean {
  const key = `${file}#${name}`;
  if (seen.has(key)) return false;
  seen.add(key);
  if (PUBLIC_ENTRIES.includes(relative(root, file))) return true;
  // A facade (a file of re-exports only: a folder's index.ts, store/workbench.ts) is a named
  // surface (STYLE.md): what it lists counts as offered.
  if (facades.has(file)) return true;
  for (const ref of references.get(file) ?? []) {
    if (ref.reexport === 'all') {
      if (isUsed(ref.from, name, seen)) return true;
    } else if (ref.reexport) {
      for (const [outer, inner] of ref.reexport) if (inner === name && isUsed(ref.from, outer, seen)) return true;
    } else if (ref.names === 'all' || ref.names.has(name)) return true;
  }
  return false;
}

/** Whether the file's own text uses the name beyond its declaration. */
function usedLocally(file: string, name: string): boolean {
  const text = sourceFiles.get(file)!.text;
  return (text.match(new RegExp(`(?<![\\w$.'"])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length > 1;
}

export interface UnusedExport { file: string; name: string; value: boolean; local: boolean }

/** Exports of src no other file takes; `local` says the own file still uses the name. */
export function unusedExports(): UnusedExport[] {
  const found: UnusedExport[] = [];
  for (const [file, names] of exportsOf) {
    for (const [name, { value }] of names) {
      if (name === 'default' || isUsed(file, name)) continue;
      found.push({ file: relative(root, file), name, value, local: usedLocally(file, name) });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = unusedExports();
  const dead = found.filter((e) => !e.local);
  const local = found.filter((e) => e.local && e.value);
  console.log(`Used nowhere (${dead.length}):`);
  for (const e of dead) console.log(`  ${e.file}: ${e.name}${e.value ? '' : ' (type)'}`);
  console.log(`\nValue exports used only in their own file (${local.length}):`);
  for (const e of local) console.log(`  ${e.file}: ${e.name}`);
}
