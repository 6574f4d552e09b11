// Finds a Chromium for Playwright: Playwright's own where present, else Debian's. Where
// neither is, installs Debian's when running as root, else says in one line what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's /usr/bin/chromium is a script; the browser and its locales live here. */
const DEBIAN_CHROMIUM_DIR = '/usr/lib/chromium';

/**
 * How a Dutch user's browser is started: on Linux Chromium takes its language (and with it the
 * mm/dd/yyyy or dd-mm-jjjj of a native date field) from LANGUAGE/LANG, elsewhere from --lang.
 */
export const DUTCH_BROWSER = {
  args: ['--lang=nl-NL'],
  /** This process's environment with the Dutch language (Playwright replaces, not adds). */
  env: (): Record<string, string> => ({
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
    LANGUAGE: 'nl',
    LANG: 'nl_NL.UTF-8',
  }),
};

/**
 * Whether a Chromium has its Dutch texts (locales/nl.pak); without them it falls back to
 * American English whatever the language asked, and date fields read mm/dd/yyyy. Debian ships
 * them apart, in chromium-l10n.
 */
export function speaksDutch(executablePath: string): boolean {
  const dir = executablePath === DEBIAN_CHROMIUM ? DEBIAN_CHROMIUM_DIR : dirname(executablePath);
  return existsSync(join(dir, 'locales', 'nl.pak'));
}

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
    execFileSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'chromium-l10n'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
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
