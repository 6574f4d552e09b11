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
 * The page where a new user sets a password, on the portal that asked: the origin of the
 * request (behind Firebase Hosting the forwarded host).
 */
export function passwordLink(c: Context<AppEnv>, code: string): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? url.host;
  const protocol = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${protocol}://${host}/wachtwoord-instellen?code=${encodeURIComponent(code)}`;
}
