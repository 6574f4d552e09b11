import type { Context } from 'hono';
import { isDocumentId } from '@shared/domain/ids';
import type { AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import type { Actor } from '../../audit/audit';

export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get('user');
  return { uid: user.uid, email: user.email };
}

/** An id from the path; anything that cannot be an id is simply not found. */
export function idParam(c: Context<AppEnv>): string {
  const id = c.req.param('id');
  if (!isDocumentId(id)) throw apiErrors.notFound();
  return id;
}

/**
 * The page where a new user sets a password, on the portal's configured address
 * (`AppDeps.portalUrl`); without one, the origin the request reached. Never a forwarded
 * host: anyone can send X-Forwarded-Host, and the link would send the code to their site.
 */
export function passwordLink(c: Context<AppEnv>, code: string, portalUrl?: string): string {
  const base = (portalUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
  return `${base}/wachtwoord-instellen?code=${encodeURIComponent(code)}`;
}
