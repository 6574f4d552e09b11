import type { RendererEnv } from '@shared/config/renderer-env';

/**
 * The renderer's settings: parsed once with zod when the bundle is built (see
 * src-shared/config/renderer-env.ts) and put in as a constant, so a deployed build cannot
 * fall back to the emulator and the first page carries no zod.
 */
declare const __RENDERER_ENV__: RendererEnv;

const built = __RENDERER_ENV__;

function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export const env = {
  /** Empty on the web (same origin); the portal's absolute address in the desktop app. */
  apiBaseUrl: built.apiBaseUrl,
  firebase: built.firebase,
  /** The local portal serves the Auth emulator on its own origin; deployed builds have none. */
  authEmulatorUrl:
    built.authEmulatorUrl === null
      ? undefined
      : built.authEmulatorUrl || built.apiBaseUrl || origin(),
};
