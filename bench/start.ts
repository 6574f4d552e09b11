// `npm start` from the command to the first page and to the first working sign-in, both
// through the portal's own address. Part of `npm run bench`; alone (the web build must be
// current): `npx tsx bench/start.ts [runs]`, which starts the portal `runs` times (default 2)
// on one data folder, the first time empty.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../src-server/local/ports';
import { DEMO_ACCOUNTS } from '../src-server/seed/accounts';

export interface StartTimes {
  /** Command to the first page served (ms). */
  pages: number;
  /** Command to the first sign-in the portal answered with a token (ms). */
  signIn: number;
}

const LIMIT_MS = 60_000;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function pageServed(url: string): Promise<boolean> {
  return fetch(`${url}/`).then(
    (r) => r.ok,
    () => false,
  );
}

/** One sign-in as the web app makes it: the SDK's call, to the portal's origin. */
async function signedIn(url: string): Promise<boolean> {
  const account = DEMO_ACCOUNTS[0];
  if (!account) throw new Error('Geen demo-account');
  const signal = AbortSignal.timeout(LIMIT_MS);
  return fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      returnSecureToken: true,
    }),
    signal,
  }).then(
    async (r) => r.ok && typeof ((await r.json()) as { idToken?: unknown }).idToken === 'string',
    () => false,
  );
}

async function firstTime(probe: () => Promise<boolean>, started: number): Promise<number> {
  while (performance.now() - started < LIMIT_MS) {
    if (await probe()) return performance.now() - started;
    await pause(25);
  }
  throw new Error(`Het portaal was niet klaar binnen ${LIMIT_MS / 1000} s`);
}

/** `npm start` on `dataDir` (the web build current), then stopped as Ctrl+C would. */
export async function measureStart(dataDir: string): Promise<StartTimes> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const pages = firstTime(() => pageServed(url), started);
    const signIn = firstTime(() => signedIn(url), started);
    return { pages: await pages, signIn: await signIn };
  } finally {
    // The whole group: npm, tsx, the portal and its Auth emulator, which exports its accounts.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 20_000)))]);
    clearTimeout(timer);
    await pause(500);
  }
}

/** Starts `runs` times on one data folder, the first time empty. */
export async function measureStarts(runs: number): Promise<StartTimes[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-start-'));
  try {
    const times: StartTimes[] = [];
    for (let i = 0; i < runs; i++) times.push(await measureStart(dataDir));
    return times;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 2);
  const times = await measureStarts(runs);
  times.forEach((t, i) =>
    console.log(
      `${i === 0 ? 'lege map    ' : 'bestaande map'}  npm start → pagina's ${seconds(t.pages)}, ` +
        `→ eerste aanmelding ${seconds(t.signIn)}`,
    ),
  );
}
