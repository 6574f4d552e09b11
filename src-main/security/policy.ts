import { TRACKING_ORIGINS } from '@shared/domain/carriers';

/** The app's own origin: the renderer is served from a privileged custom scheme. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'warmteportaal';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** External links open in the system browser only for these https origins. */
export const EXTERNAL_ORIGINS = new Set<string>([
  'https://warmteportaal.nl',
  'https://www.warmteportaal.nl',
  'https://www.rvo.nl',
  // The carriers' tracking pages behind `Volg je zending` on an order.
  ...TRACKING_ORIGINS,
]);

export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    // URL gives custom schemes the origin "null", so compare scheme and host.
    if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
    return devServerUrl !== undefined && parsed.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

export function isAllowedExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && EXTERNAL_ORIGINS.has(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * Permission requests the renderer may make; everything else is denied. The portal needs
 * none of camera, microphone, geolocation, notifications or USB.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  // Copying an order number or a model number to the clipboard.
  'clipboard-sanitized-write',
]);
