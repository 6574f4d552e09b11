/** Where Firebase Authentication lives in production; the local portal serves its emulator. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/**
 * The Content Security Policy of the renderer: scripts only from the app itself, data only
 * from the app, the portal's API and Firebase Authentication. Inline styles stay allowed for
 * the toast library, which positions its toasts with style attributes.
 */
export function contentSecurityPolicy(apiOrigin = ''): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api} ${FIREBASE_AUTH_ORIGINS.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The origin of an absolute URL, or '' for a relative or empty one. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
