import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Stored data is typed once, where it is read: the storage adapters (src-server/storage) and
 * the collection modules (src-server/collections) are the only places that see untyped
 * documents. Everywhere else in the server a use case reads and writes through a collection
 * module, so it never holds a `DocumentData`, never reads a collection by its name, and never
 * casts what it read.
 */
const root = join(import.meta.dirname, '../..');
const server = join(root, 'src-server');
const TYPED_HERE = ['src-server/storage/', 'src-server/collections/'];

/**
 * Files that still break the rule, each with the reason and who takes it away. An entry whose
 * file has become clean fails the test, so the list only shrinks.
 */
const PENDING: Record<string, string> = {
  'src-server/catalogue/catalogue.ts':
    "the catalogue's in-memory index reads the change feed itself; it moves behind the catalogue search port (issue 15, the catalogue stream)",
};

/** The storage port's untyped shapes: a document, its values, a raw query or change. */
const UNTYPED_TYPES = new Set([
  'DocumentData',
  'DocumentValue',
  'StoredDocument',
  'DocumentChange',
  'DocumentQuery',
  'WhereClause',
  'OrderClause',
]);
/** The storage port's methods that take a collection's name first. */
const BY_NAME = new Set(['get', 'getMany', 'set', 'create', 'update', 'delete', 'query', 'count']);
const WITH_ID = new Set(['get', 'getMany', 'set', 'create', 'update', 'delete']);
/** Type names of typed stored records: a cast to one pretends a read was checked. */
const STORED_TYPE = /\b(Stored[A-Z]\w*|DocOf|DocumentOf|EntryOf|WithId)\b/;

/** The names of the collections, as their modules define them. */
function collectionNames(): Set<string> {
  const folder = join(server, 'collections');
  const names = readdirSync(folder).flatMap((file) =>
    [
      ...readFileSync(join(folder, file), 'utf8').matchAll(/defineCollection\(\{\s*name: '(\w+)'/g),
    ].map((match) => match[1] ?? ''),
  );
  return new Set(names);
}

/** Everything in one source text that handles stored data untyped, as `line: what`. */
function untypedStoredData(code: string, collections: Set<string>): string[] {
  const source = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${what}`);
  };
  // Identifiers imported from a collection module (`users` in `users.name`).
  const collectionImports = new Set<string>();
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /\/collections\//.test(statement.moduleSpecifier.text)
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) collectionImports.add(element.name.text);
      }
    }
  }
  /** A collection named by its text, its module's `.name` or the old COLLECTIONS table. */
  const namesCollection = (node: ts.Expression | undefined) => {
    if (!node) return false;
    if (ts.isStringLiteralLike(node)) return collections.has(node.text);
    if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return false;
    if (node.expression.text === 'COLLECTIONS') return true;
    return node.name.text === 'name' && collectionImports.has(node.expression.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && UNTYPED_TYPES.has(node.text)) {
      report(node, `untyped document type ${node.text}`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      const enough = node.arguments.length >= (WITH_ID.has(method) ? 2 : 1);
      if (BY_NAME.has(method) && enough && namesCollection(first)) {
        report(node, `reads or writes ${first?.getText(source)} by name (${method})`);
      }
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const target = node.type.getText(source);
      if (target !== 'const') {
        if (target === 'unknown' && ts.isAsExpression(node.parent)) {
          report(node, `double cast to ${node.parent.type.getText(source)}`);
        } else if (STORED_TYPE.test(target)) {
          report(node, `cast to the stored record type ${target}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function serverFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [path] : [];
  });
}

describe('stored data outside the storage adapters and collection modules', () => {
  const names = collectionNames();

  it('is recognised where it is untyped', () => {
    expect(names.has('users') && names.has('orders')).toBe(true);
    const probe = [
      "import { users } from '../collections/users';",
      "import type { DocumentData } from '../storage/port';",
      "const a = await storage.get('users', uid);",
      'const b = await tx.getMany(users.name, ids);',
      'const c = (await read()) as unknown as Order;',
      'const d = raw as StoredUser;',
      'await storage.query(COLLECTIONS.orders);',
    ].join('\n');
    expect(untypedStoredData(probe, names)).toEqual([
      '2: untyped document type DocumentData',
      "3: reads or writes 'users' by name (get)",
      '4: reads or writes users.name by name (getMany)',
      '5: double cast to Order',
      '6: cast to the stored record type StoredUser',
      '7: reads or writes COLLECTIONS.orders by name (query)',
    ]);
    const clean = [
      "import { users } from '../collections/users';",
      'const a = await users.on(storage).get(uid);',
      "const b = url.searchParams.get('orders');",
      "form.set(file.name, 'x');",
      "const c = ['a'] as const;",
      'const d = value as string;',
    ].join('\n');
    expect(untypedStoredData(clean, names)).toEqual([]);
  });

  it('is typed: no untyped document, no read by name, no cast of a stored record', () => {
    const files = serverFiles(server).map((file) => relative(root, file).split(sep).join('/'));
    expect(files).toContain('src-server/app.ts');
    const found = new Map<string, string[]>();
    for (const file of files) {
      if (TYPED_HERE.some((folder) => file.startsWith(folder))) continue;
      const problems = untypedStoredData(readFileSync(join(root, file), 'utf8'), names);
      if (problems.length > 0) found.set(file, problems);
    }
    const report = [...found]
      .filter(([file]) => !(file in PENDING))
      .map(([file, problems]) => `${file}\n${problems.map((p) => `  ${p}`).join('\n')}`);
    expect(report.join('\n'), 'read it through its module in src-server/collections').toBe('');
    const cleared = Object.keys(PENDING).filter((file) => !found.has(file));
    expect(cleared, 'clean now: take these off the PENDING list').toEqual([]);
    // Parsing every server file takes a few seconds on a busy machine.
  }, 60_000);
});
