import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the map a newcomer reads first: short, and true to the folders as they are. A
 * folder added without a line in the map fails here, so the map cannot drift from the tree.
 */
const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

function foldersOf(path: string): string[] {
  return readdirSync(join(root, path)).filter((name) =>
    statSync(join(root, path, name)).isDirectory(),
  );
}

describe('the README as a map', () => {
  it('stays within 15 KB', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(15_000);
  });

  it.each(['src-server', 'src-renderer/src', 'src-shared'])(
    'names every top-level folder of %s',
    (path) => {
      const missing = foldersOf(path).filter((name) => !readme.includes(`${name}/`));
      expect(missing).toEqual([]);
    },
  );

  it('names every renderer feature', () => {
    const missing = foldersOf('src-renderer/src/features').filter(
      (name) => !readme.includes(`\`${name}\``) && !readme.includes(`${name}/`),
    );
    expect(missing).toEqual([]);
  });

  it('holds the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
