import { z } from 'zod';

/** The renderer's build-time settings, parsed once. Defaults serve the local portal. */
const schema = z.object({
  VITE_API_BASE_URL: z.string().default(''),
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().default('demo-warmteportaal.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-warmteportaal'),
  VITE_FIREBASE_USE_EMULATOR: z.enum(['true', 'false']).default('true'),
  VITE_AUTH_EMULATOR_URL: z.string().optional(),
});

const parsed = schema.parse(import.meta.env);

function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export const env = {
  /** Empty on the web (same origin); the portal's absolute address in the desktop app. */
  apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/$/, ''),
  firebase: {
    apiKey: parsed.VITE_FIREBASE_API_KEY,
    authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.VITE_FIREBASE_PROJECT_ID,
  },
  /** The local portal serves the Auth emulator on its own origin. */
  authEmulatorUrl:
    parsed.VITE_FIREBASE_USE_EMULATOR === 'true'
      ? (parsed.VITE_AUTH_EMULATOR_URL ?? (parsed.VITE_API_BASE_URL || origin()))
      : undefined,
};
