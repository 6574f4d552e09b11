import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;
const projectsOf = (script: string) =>
  [...(scripts[script] ?? '').matchAll(/--project (\S+)/g)].map((match) => match[1]);

describe('the test scripts', () => {
  it('run every vitest project once: the quick ones in test:unit, the rest in test:integration', () => {
    const projects = (config.test?.projects ?? []).map((project) =>
      typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
    );
    const quick = projectsOf('test:unit');
    const slow = projectsOf('test:integration');
    expect([...quick, ...slow].sort()).toEqual([...projects].sort());
    // No emulator and no build in the quick ones.
    expect(quick.sort()).toEqual(['components', 'electron-unit', 'unit']);
  });

  it('keep npm test the one command that runs everything, and test:fast without emulators', () => {
    for (const part of ['typecheck', 'lint', 'test:unit', 'test:integration', 'build', 'test:e2e'])
      expect(scripts.test).toContain(`npm run ${part}`);
    expect(scripts['test:fast']).toBe('npm run typecheck && npm run lint && npm run test:unit');
  });
});
