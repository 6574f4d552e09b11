/**
 * The renderer's build-time settings, read once. Defaults serve the local portal. (Plain
 * code rather than a zod schema: this module is on the first page, zod is not.)
 */
const raw = import.meta.env;

function text(value: string | undefined, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

const apiBaseUrl = text(raw.VITE_API_BASE_URL, '').replace(/\/$/, '');
const useEmulator = text(raw.VITE_FIREBASE_USE_EMULATOR, 'true') !== 'false';

export const env = {
  /** Empty on the web (same origin); the portal's absolute address in the desktop app. */
  apiBaseUrl,
  firebase: {
    apiKey: text(raw.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: text(raw.VITE_FIREBASE_AUTH_DOMAIN, 'demo-warmteportaal.firebaseapp.com'),
    projectId: text(raw.VITE_FIREBASE_PROJECT_ID, 'demo-warmteportaal'),
  },
  /** The local portal serves the Auth emulator on its own origin. */
  authEmulatorUrl: useEmulator
    ? text(raw.VITE_AUTH_EMULATOR_URL, apiBaseUrl || origin())
    : undefined,
};
