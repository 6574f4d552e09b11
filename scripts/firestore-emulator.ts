// The official Cloud Firestore emulator (Google Cloud CLI), started directly: firebase-tools
// refuses Java < 21 for its own Firestore start, while the emulator itself runs on Java 17.
// Used by the test suite (tests/firestore/global-setup.ts) and by `npm run bench`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../src-server/local/ports';
import { answers, startProcessGroup } from './process-group';

export interface FirestoreEmulator {
  /** host:port, as FIRESTORE_EMULATOR_HOST wants it. */
  host: string;
  stop(): Promise<void>;
}

export type EmulatorLookup = { launcher: string } | { reason: string };

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
  } catch {
    return undefined;
  }
}

/** Finds the emulator's launcher, or says in one sentence why it cannot run here. */
export function findFirestoreEmulator(): EmulatorLookup {
  const fromEnv = process.env.CLOUD_FIRESTORE_EMULATOR;
  if (fromEnv && existsSync(fromEnv)) return { launcher: fromEnv };
  const sdkRoot = run('gcloud', ['info', '--format=value(installation.sdk_root)']);
  if (!sdkRoot) return { reason: 'de Google Cloud CLI (gcloud) is niet geïnstalleerd' };
  const launcher = join(
    sdkRoot,
    'platform',
    'cloud-firestore-emulator',
    'cloud_firestore_emulator',
  );
  if (!existsSync(launcher)) {
    return {
      reason:
        'de Firestore-emulator van de Google Cloud CLI ontbreekt (gcloud components install cloud-firestore-emulator)',
    };
  }
  if (run('java', ['-version']) === undefined) return { reason: 'Java ontbreekt (nodig: 11+)' };
  return { launcher };
}

/** Starts the emulator on a free port and waits until it answers; ready in a few seconds. */
export async function startFirestoreEmulator(
  launcher: string,
  port?: number,
  /** More options of the launcher (the bench: --import-data, --export-on-exit). */
  extra: string[] = [],
): Promise<FirestoreEmulator> {
  port ??= await freePort();
  const args = ['start', '--host', '127.0.0.1', '--port', String(port), ...extra];
  // The launcher is a shell script with a Java child: both stop with the group.
  const group = startProcessGroup(launcher, args);
  const host = `127.0.0.1:${port}`;
  // An import of 100,000 products takes a while.
  await group.waitUntil('De Firestore-emulator', () => answers(`http://${host}/`), 300_000);
  // An export on exit (the bench's data) needs longer than a plain stop.
  const grace = extra.includes('--export-on-exit') ? 180_000 : 5_000;
  return { host, stop: () => group.stop(grace) };
}

/**
 * Empties every collection of a project in the emulator (its REST endpoint for tests). The
 * emulator answers 500 now and then while writes of the test before (a catalogue index built
 * in the background) are still landing: it is asked again, a few times, before that counts.
 */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  let status = 0;
  let detail = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 200 * attempt));
    const response = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (response.ok) return;
    status = response.status;
    detail = (await response.text().catch(() => '')).slice(0, 200);
    if (status < 500) break;
  }
  throw new Error(`De Firestore-emulator wissen mislukte: ${status} ${detail}`.trim());
}
