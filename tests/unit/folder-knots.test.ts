import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

/**
 * No import knot between folders: where folder A imports folder B, nothing in B imports A,
 * directly or round about. ESLint's no-cycle sees cycles of files only; two folders can knot
 * through different files (storage → records.ts → storage) without any file cycle.
 *
 * A node is a folder (or a top-level file) just below a runtime root; renderer features each
 * count as their own folder.
 */
const root = join(import.meta.dirname, '../..');
const RUNTIMES = ['src-server', 'src-shared', 'src-renderer/src', 'src-main', 'src-preload'];
const ALIASES: [string, string][] = [
  ['@shared/', 'src-shared/'],
  ['@/', 'src-renderer/src/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The folder of a file: runtime root plus first segment (two under features/). */
function folderOf(file: string): string | undefined {
  const path = relative(root, file).split(sep).join('/');
  const runtime = RUNTIMES.find((name) => path.startsWith(`${name}/`));
  if (!runtime) return undefined;
  const parts = path.slice(runtime.length + 1).split('/');
  const depth = parts[0] === 'features' && parts.length > 2 ? 2 : 1;
  return [runtime, ...parts.slice(0, depth)].join('/');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = join(root, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) target = join(dirname(from), specifier);
  else return undefined; // a package
  return EXTENSIONS.map((extension) => target + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

type Edge = { from: string; to: string; file: string; specifier: string };

function folderImports(): Edge[] {
  const edges: Edge[] = [];
  for (const runtime of RUNTIMES) {
    for (const file of sourceFiles(join(root, runtime))) {
      const from = folderOf(file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        const resolved = resolveImport(file, specifier);
        const to = resolved && folderOf(resolved);
        if (from && to && to !== from) {
          edges.push({ from, to, file: relative(root, file), specifier });
        }
      }
    }
  }
  return edges;
}

/** Strongly connected groups of more than one folder (Tarjan). */
function knots(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('folders', () => {
  it('finds a knot where there is one', () => {
    const edge = (from: string, to: string) => ({ from, to, file: '', specifier: '' });
    expect(knots([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(knots([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });

  it('import one another in one direction only: no knot between folders', () => {
    const edges = folderImports();
    // The walk sees the layers it should: a broken walk would find no knots at all.
    expect(edges.some((edge) => edge.from === 'src-server/routes')).toBe(true);
    const report = knots(edges).map((group) => {
      const inside = edges.filter((edge) => group.includes(edge.from) && group.includes(edge.to));
      const pairs = [...new Set(inside.map((edge) => `${edge.from} → ${edge.to}`))].sort();
      return [
        group.join(' ⇄ '),
        ...pairs.map((pair) => {
          const via = inside.filter((edge) => `${edge.from} → ${edge.to}` === pair);
          const [first] = via;
          const more = via.length > 1 ? ` (+${via.length - 1} more)` : '';
          return `  ${pair}: ${first?.file} imports '${first?.specifier}'${more}`;
        }),
      ].join('\n');
    });
    expect(report.join('\n\n'), 'folders that import each other').toBe('');
  });
});
