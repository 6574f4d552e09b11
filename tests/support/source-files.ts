import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder` whose name matches `name`, depth first. */
export function sourceFiles(folder: string, name = /\.(ts|tsx|mts|mjs)$/): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/**
 * The product's source files (shared, server, renderer) whose text matches `pattern`, but for
 * the one module allowed to (`home`, a path ending): the guard of a rule with one home.
 */
export function sourcesOutsideHome(pattern: RegExp, home: string): string[] {
  return ['src-shared', 'src-server', 'src-renderer/src']
    .flatMap((root) => sourceFiles(root, /\.tsx?$/))
    .filter((path) => !path.endsWith(home) && pattern.test(readFileSync(path, 'utf8')));
}
