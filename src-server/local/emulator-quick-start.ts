import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Two things firebase-tools does on every start of the Auth emulator that the portal does not
 * need, switched off in the emulator's own process (`node --require`, before the CLI runs):
 * - The CLI's message of the day: a look-up on the internet (firebase-tools' `fetchMOTD`,
 *   "Unable to fetch the CLI MOTD and remote config" when offline). Its only switch is the
 *   environment variable `CI`, which means more than that; here it becomes a no-op.
 * - The Auth API's request and response schemas: exegesis compiles all of them with ajv before
 *   the emulator listens (about 4 s of CPU here). Its own option `lazyCompileValidationSchemas`
 *   compiles each one on its first use instead; firebase-tools does not set it, so this does.
 * When firebase-tools or exegesis no longer has what is patched, nothing is patched and the
 * emulator starts as it would without this file, only slower.
 */
export function quickStartSource(paths: { fetchMotd: string; exegesisOptions: string }): string {
  return `'use strict';
function patch(path, change) {
  try {
    change(require(path));
  } catch {
    // not there in this version: start as usual
  }
}
patch(${JSON.stringify(paths.fetchMotd)}, (motd) => {
  if (typeof motd.fetchMOTD === 'function') motd.fetchMOTD = () => undefined;
});
patch(${JSON.stringify(paths.exegesisOptions)}, (options) => {
  const compile = options.compileOptions;
  if (typeof compile !== 'function') return;
  options.compileOptions = (given) =>
    compile({ ...given, lazyCompileValidationSchemas: true });
});
`;
}

/** The modules patched, as this install of firebase-tools resolves them. */
export function quickStartPaths(): { fetchMotd: string; exegesisOptions: string } {
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const fromCli = { paths: [dirname(cli)] };
  return {
    fetchMotd: require.resolve('firebase-tools/lib/fetchMOTD.js', fromCli),
    exegesisOptions: require.resolve('exegesis/lib/options.js', fromCli),
  };
}

/** Writes the preload into `dir` and returns its path, for `node --require`. */
export function writeEmulatorQuickStart(dir: string): string {
  const path = join(dir, 'emulator-quick-start.cjs');
  writeFileSync(path, quickStartSource(quickStartPaths()));
  return path;
}
