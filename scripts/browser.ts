// Finds a Chromium for Playwright: Playwright's own where present, else Debian's. Where
// neither is, installs Debian's when running as root, else says in one line what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export async function findChromium(): Promise<string | undefined> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright without its own browser: fall through to Debian's.
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

export async function ensureChromium(): Promise<string> {
  const found = await findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium ontbreekt; Debian-pakket chromium wordt geïnstalleerd…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  console.error(
    'Geen Chromium gevonden: installeer het Debian-pakket "chromium" (sudo apt-get install chromium) of zet CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const path = await ensureChromium();
  console.log(`Chromium voor de browsertests: ${path}`);
}
