import { z } from 'zod';

/**
 * The renderer's settings, parsed once with zod when it is built (vite.web.config.ts,
 * electron.vite.config.ts) and put into the bundle as one constant. The local portal, the dev
 * server and the tests get working defaults (Firebase's demo project, the Auth emulator); a
 * production build without a complete Firebase web config fails instead of falling back to them.
 */
export type RendererTarget = 'web' | 'desktop';

/** Modes that run against the local portal; every other mode is a deployed build. */
export const LOCAL_MODES = ['local-portal', 'development', 'test'] as const;

/** The local portal's address, which the desktop app calls when built for it. */
export const LOCAL_PORTAL_URL = 'http://127.0.0.1:5180';

export interface RendererEnv {
  /** '' on the web (same origin); the portal's absolute address in the desktop app. */
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The Auth emulator: null in a deployed build; '' means the API's own origin. */
  authEmulatorUrl: string | null;
}

const text = z.string().trim();
const optional = text.optional().transform((value) => value || undefined);

const rawSchema = z.object({
  VITE_API_BASE_URL: optional,
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_USE_EMULATOR: optional,
  VITE_AUTH_EMULATOR_URL: optional,
});

const absoluteUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/$/, ''));

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
] as const;

/** A deployed build needs its own Firebase project and never talks to the emulator. */
function deployedProblems(raw: z.infer<typeof rawSchema>, target: RendererTarget): string[] {
  const problems: string[] = [];
  const missing = REQUIRED.filter((key) => !raw[key]);
  if (missing.length) {
    problems.push(`de Firebase-webconfiguratie is onvolledig: zet ${missing.join(', ')}`);
  }
  if (
    raw.VITE_FIREBASE_API_KEY === 'demo-api-key' ||
    raw.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-')
  ) {
    problems.push('dit is de democonfiguratie van de emulator');
  }
  if (raw.VITE_FIREBASE_USE_EMULATOR === 'true' || raw.VITE_AUTH_EMULATOR_URL) {
    problems.push('de Auth-emulator hoort niet in een productiebuild');
  }
  if (target === 'desktop' && !raw.VITE_API_BASE_URL?.startsWith('https://')) {
    problems.push(
      'de desktop-app heeft het https-adres van het portaal nodig in VITE_API_BASE_URL',
    );
  }
  return problems;
}

function schemaFor(local: boolean, target: RendererTarget) {
  return rawSchema.transform((raw, context): RendererEnv => {
    const problems = local ? [] : deployedProblems(raw, target);
    const base = raw.VITE_API_BASE_URL ?? '';
    if (base && !absoluteUrl.safeParse(base).success) {
      problems.push('VITE_API_BASE_URL is geen http(s)-adres');
    }
    for (const message of problems) context.addIssue({ code: 'custom', message });
    const demo = (value: string) => (local ? value : '');
    return {
      apiBaseUrl: base.replace(/\/$/, ''),
      firebase: {
        apiKey: raw.VITE_FIREBASE_API_KEY ?? demo('demo-api-key'),
        authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? demo('demo-warmteportaal.firebaseapp.com'),
        projectId: raw.VITE_FIREBASE_PROJECT_ID ?? demo('demo-warmteportaal'),
      },
      authEmulatorUrl:
        !local || raw.VITE_FIREBASE_USE_EMULATOR === 'false'
          ? null
          : (raw.VITE_AUTH_EMULATOR_URL ?? ''),
    };
  });
}

export class RendererEnvError extends Error {}

/**
 * Reads the renderer's settings for a build mode; throws one clear message listing every
 * problem. The desktop app built for the local portal calls it at LOCAL_PORTAL_URL.
 */
export function parseRendererEnv(
  mode: string,
  target: RendererTarget,
  raw: Record<string, string | undefined>,
): RendererEnv {
  const local = (LOCAL_MODES as readonly string[]).includes(mode);
  const input =
    local && target === 'desktop' && !raw.VITE_API_BASE_URL
      ? { ...raw, VITE_API_BASE_URL: LOCAL_PORTAL_URL }
      : raw;
  const result = schemaFor(local, target).safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n');
  throw new RendererEnvError(
    `Build voor modus "${mode}" (${target}) afgebroken:\n${problems}\n` +
      'Zet de variabelen in de omgeving of in .env.production (zie docs/production.md). ' +
      'Voor het lokale portaal: --mode local-portal.',
  );
}
