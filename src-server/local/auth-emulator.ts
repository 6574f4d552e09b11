import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { writeEmulatorGuard } from './emulator-guard';
import { writeEmulatorQuickStart } from './emulator-quick-start';
import { freePort } from './ports';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  url: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  projectId: string;
  port: number;
  /** Where the emulator's config and logs go, and where accounts are kept when `persist`. */
  workDir: string;
  persist: boolean;
  log?: (line: string) => void;
}

const require = createRequire(import.meta.url);

/** Where the local portal keeps the emulator's config, logs and accounts. */
export const authEmulatorDir = (dataDir: string) => join(dataDir, 'auth-emulator');

/**
 * Starts the Firebase Auth emulator of firebase-tools. It runs on Node alone: no Java and
 * no network (emulator-quick-start.ts keeps it off the internet and quick to listen). With
 * `persist`, accounts are exported on exit and imported on the next start.
 * Browsers cannot use it: the guard in emulator-guard.ts refuses every request a web page
 * could make; the renderer signs in through the portal's proxy (auth-proxy.ts).
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const workDir = resolve(options.workDir);
  mkdirSync(workDir, { recursive: true });
  const exportDir = join(workDir, 'accounts');
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: options.port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = join(workDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const args = [
    '--require',
    writeEmulatorGuard(workDir),
    '--require',
    writeEmulatorQuickStart(workDir),
    require.resolve('firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    configPath,
  ];
  if (options.persist) {
    if (existsSync(join(exportDir, 'firebase-export-metadata.json')))
      args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }

  const child = spawn(process.execPath, args, {
    cwd: workDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  let running = true;
  void exited.then(() => (running = false));
  while (true) {
    if (!running) throw new Error(`De Auth-emulator stopte tijdens het starten:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`De Auth-emulator startte niet binnen 90 seconden:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  options.log?.(`Auth-emulator draait op ${url}`);

  return {
    host: `127.0.0.1:${options.port}`,
    url,
    async stop() {
      if (!running) return;
      // SIGINT lets the emulator export its accounts before it exits.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
