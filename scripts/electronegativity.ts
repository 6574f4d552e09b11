// Runs Doyensec's Electronegativity over the built desktop app (main, preload and the
// renderer's index.html with its CSP) and fails on any finding of high or medium severity
// that is not a deliberate, justified choice listed below.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  sample?: string;
  description: string;
  severity: { name: string; value: number };
  confidence: { name: string };
}

type Run = (options: Record<string, unknown>) => Promise<{ issues: Issue[] }>;

/**
 * Findings we keep on purpose. Each says why; a finding matches on its check and sample.
 */
const JUSTIFIED: { id: string; sample: RegExp; why: string }[] = [
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    sample: /isAllowedExternalUrl\(url\)/,
    why: 'openExternal runs only after isAllowedExternalUrl: https and an allow-listed origin (src-main/security/policy.ts).',
  },
  {
    id: 'PRELOAD_JS_CHECK',
    sample: /preload: deps\.preloadPath/,
    why: 'The preload is the typed cart bridge: contextBridge, one named function per IPC channel, no ipcRenderer exposed (src-preload/index.ts).',
  },
];

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity') as Run;
const electronVersion = (
  JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }
).version;

const dir = mkdtempSync(join(tmpdir(), 'wp-electronegativity-'));
try {
  copyFileSync('out/main/index.js', join(dir, 'main.js'));
  copyFileSync('out/preload/index.cjs', join(dir, 'preload.js'));
  copyFileSync('out/renderer/index.html', join(dir, 'index.html'));
  copyFileSync('package.json', join(dir, 'package.json'));

  const { issues } = await run({
    input: dir,
    isRelative: true,
    electronVersionOverride: electronVersion,
    // This check downloads Electron's release list; there is no network here, and the
    // Electron version is pinned in package.json and reviewed on upgrade.
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  });

  const serious = issues.filter((issue) => ['HIGH', 'MEDIUM'].includes(issue.severity.name));
  const unjustified = serious.filter(
    (issue) => !JUSTIFIED.some((j) => j.id === issue.id && j.sample.test(issue.sample ?? '')),
  );
  for (const issue of issues) {
    const justified = serious.includes(issue) && !unjustified.includes(issue);
    console.log(
      `${issue.severity.name.padEnd(13)} ${issue.id} ${issue.file}:${issue.location.line}` +
        (justified ? '  (bewuste keuze, zie scripts/electronegativity.ts)' : ''),
    );
  }
  if (unjustified.length) {
    console.error(
      `Electronegativity: ${unjustified.length} bevinding(en) van hoge of middelhoge ernst.`,
    );
    for (const issue of unjustified)
      console.error(`  ${issue.id}: ${issue.description} (${issue.sample ?? ''})`);
    process.exitCode = 1;
  } else {
    console.log(
      `Electronegativity: geen onverklaarde bevindingen van hoge of middelhoge ernst (Electron ${electronVersion}).`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
