import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls of eslint.config.js, tested the way ESLint tests its own rules: every probe in
 * tests/lint/probes breaks one wall and must be refused by the rule that guards it; every
 * control probe breaks none and must pass clean, so a refusal is the wall's doing and not a
 * probe that fails to parse or a config that refuses everything.
 *
 * A probe is linted with the real configuration at the path it names (`lint as:`), so no file
 * that breaks a wall ever sits inside src-*. Its header:
 *   // wall: what it breaks
 *   // lint as: src-renderer/src/features/orders/probe.ts
 *   // refused by: import-x/no-restricted-paths      (or: // allowed)
 */
const root = join(import.meta.dirname, '../..');
const folder = join(root, 'tests/lint/probes');

type Probe = {
  file: string;
  wall: string;
  lintAs: string;
  refusedBy: string | null;
  code: string;
};

function readProbe(file: string): Probe {
  const code = readFileSync(join(folder, file), 'utf8');
  const header = (key: string) => code.match(new RegExp(`^// ${key}: (.+)$`, 'm'))?.[1]?.trim();
  const lintAs = header('lint as');
  const refusedBy = header('refused by') ?? null;
  const allowed = /^\/\/ allowed$/m.test(code);
  if (!lintAs || (refusedBy === null) === !allowed) {
    throw new Error(
      `${file}: needs "// lint as: <path>" and either "// refused by: <rule>" or "// allowed"`,
    );
  }
  return { file, wall: header('wall') ?? file, lintAs, refusedBy, code };
}

const probes = readdirSync(folder)
  .filter((file) => /\.tsx?$/.test(file))
  .sort()
  .map(readProbe);

const describeMessages = (messages: Linter.LintMessage[]) =>
  messages.map((m) => `${m.ruleId ?? 'parser'}: ${m.message}`).join('\n') || '(no messages)';

let eslint: ESLint;
const lint = async (probe: Probe) => {
  const [result] = await eslint.lintText(probe.code, { filePath: join(root, probe.lintAs) });
  return result?.messages ?? [];
};

beforeAll(() => {
  // An import that no longer resolves (a file moved) is silently allowed by
  // no-restricted-paths: resolution is checked too, so such a probe fails loudly instead.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
  });
});

describe('the lint walls', () => {
  it('has probes for every wall and controls beside them', () => {
    const refused = probes.filter((probe) => probe.refusedBy);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(probes.length - refused.length).toBeGreaterThanOrEqual(3);
  });

  it.each(probes.filter((probe) => probe.refusedBy).map((probe) => [probe.file, probe] as const))(
    'refuses %s',
    async (_file, probe) => {
      const messages = await lint(probe);
      const unresolved = messages.filter((m) => m.ruleId === 'import-x/no-unresolved');
      expect(
        unresolved,
        `${probe.file}: its import no longer resolves, so it proves nothing`,
      ).toEqual([]);
      expect(
        messages.map((m) => m.ruleId),
        `${probe.file} (${probe.wall}) linted as ${probe.lintAs}:\n${describeMessages(messages)}`,
      ).toContain(probe.refusedBy);
    },
    30_000,
  );

  it.each(probes.filter((probe) => !probe.refusedBy).map((probe) => [probe.file, probe] as const))(
    'allows %s',
    async (_file, probe) => {
      const messages = await lint(probe);
      expect(messages, `${probe.file} linted as ${probe.lintAs}`).toEqual([]);
    },
    30_000,
  );
});
