// The official Cloud Firestore emulator (Google Cloud CLI), started directly: firebase-tools
// refuses Java < 21 for its own Firestore start, while the emulator itself runs on Java 17.
// Used by the test suite (tests/firestore/global-setup.ts) and by `npm run bench`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../src-server/local/ports';

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
  options: { port?: number; rules?: string } = {},
): Promise<FirestoreEmulator> {
  const port = options.port ?? (await freePort());
  const args = ['start', '--host', '127.0.0.1', '--port', String(port)];
  if (options.rules) args.push('--rules', options.rules);
  // Its own process group: the launcher is a shell script with a Java child, both must stop.
  const child = spawn(launcher, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      done();
    }),
  );
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (!running) throw new Error(`De Firestore-emulator stopte tijdens het starten:\n${output}`);
    if (Date.now() > deadline) {
      killGroup('SIGKILL');
      throw new Error(`De Firestore-emulator startte niet binnen 60 seconden:\n${output}`);
    }
    try {
      if ((await fetch(`http://${host}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }

  return {
    host,
    async stop() {
      process.off('exit', onExit);
      if (!running) return;
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Empties every collection of a project in the emulator (its REST endpoint for tests). */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`De Firestore-emulator wissen mislukte: ${response.status}`);
}
