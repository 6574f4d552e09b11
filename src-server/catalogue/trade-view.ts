import type { Context } from 'hono';
import type { Product } from '@shared/schemas/product';
import type { AuthVerifier } from '../auth/verifier';
import { users } from '../collections/users';
import type { Storage } from '../storage/port';

/**
 * Who reads the catalogue: the trade (a signed-in user with a profile) sees the installer
 * price; everyone else sees only the advice price (docs/domain-rules.md, "Price a user pays").
 */
export type Audience = 'trade' | 'public';

/** A product as a visitor may see it: no trade price. */
export function publicProduct(product: Product): Product {
  const { installateurPrijs: _trade, ...visible } = product;
  return visible;
}

/** The same for a product that is already the API's JSON text (the catalogue's cache). */
export function publicProductJson(json: string): string {
  return JSON.stringify(
    JSON.parse(json, (key, value: unknown) => (key === 'installateurPrijs' ? undefined : value)),
  );
}

/**
 * The audience of a request on a public route. A missing, invalid or expired token, or an
 * account without a profile, reads as a visitor: these routes never answer 401.
 */
export async function audienceOf(
  c: Context,
  auth: AuthVerifier,
  storage: Storage,
): Promise<Audience> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return 'public';
  try {
    const user = await auth.verifyIdToken(match[1]);
    return (await users.on(storage).get(user.uid)) ? 'trade' : 'public';
  } catch {
    return 'public';
  }
}
