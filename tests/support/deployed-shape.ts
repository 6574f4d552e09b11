import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../src-server/local/ports';
import { answers, startProcessGroup } from '../../scripts/process-group';

export interface DeployedShape {
  /** The Hosting emulator's address: the portal as users reach it. */
  hostingUrl: string;
  authHost: string;
  stop(): Promise<void>;
}

interface FirebaseJson {
  hosting: Record<string, unknown>;
  functions: Record<string, unknown>[];
}

/**
 * Starts the firebase-tools Auth, Functions and Hosting emulators (no Java needed) on the
 * repository's own firebase.json — its rewrites, headers and functions codebase — in a work
 * folder of its own with free ports. The function reaches Firestore at `firestoreHost`.
 */
export async function startDeployedShape(options: {
  projectId: string;
  workDir: string;
  firestoreHost: string;
}): Promise<DeployedShape> {
  const root = resolve('.');
  const project = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
  const functionsDir = join(root, String(project.functions[0]?.source));
  // The Functions runtime resolves firebase-functions from the codebase; deploy ignores this.
  if (!existsSync(join(functionsDir, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(functionsDir, 'node_modules'));
  // firebase-tools resolves sources inside the config's folder: link them in.
  mkdirSync(join(options.workDir, 'public'), { recursive: true });
  writeFileSync(
    join(options.workDir, 'public', 'index.html'),
    '<!doctype html><title>Warmteportaal</title>',
  );
  symlinkSync(functionsDir, join(options.workDir, String(project.functions[0]?.source)));

  const ports = {
    auth: await freePort(),
    functions: await freePort(),
    hosting: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    eventarc: await freePort(),
    tasks: await freePort(),
  };
  const config = {
    hosting: { ...project.hosting, public: 'public' },
    functions: project.functions,
    emulators: {
      ...Object.fromEntries(
        Object.entries(ports).map(([name, port]) => [name, { host: '127.0.0.1', port }]),
      ),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = join(options.workDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const group = startProcessGroup(
    process.execPath,
    [
      join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      options.projectId,
      '--config',
      configPath,
    ],
    {
      cwd: options.workDir,
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: options.firestoreHost,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      },
    },
  );
  const hostingUrl = `http://127.0.0.1:${ports.hosting}`;
  // Ready when Hosting answers /api/health through the rewrite to the loaded function.
  await group.waitUntil(
    'De Firebase-emulators',
    () => answers(`${hostingUrl}/api/health`),
    120_000,
  );

  return {
    hostingUrl,
    authHost: `127.0.0.1:${ports.auth}`,
    stop: () => group.stop(15_000),
  };
}
