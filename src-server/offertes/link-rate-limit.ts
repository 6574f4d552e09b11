import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { isoMoment } from '@shared/domain/dates';
import { clientKey, networkKey } from '../client-address';
import { rateLimits } from '../collections/rate-limits';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';

/**
 * The homeowner's link is counted per network and per token, never in one bucket for all:
 * bogus tokens from one network use up that network's reads only, and a homeowner anywhere
 * else can always open, reload, download and answer their own offerte. A network is an IPv4
 * address (an office behind one NAT is one network) or an IPv6 /48 (what one customer is
 * given). A token is counted under its hash.
 */
export const LINK_LIMITS = {
  /** Page, PDF and reloads. */
  lezen: { perNetwork: 300, perToken: 200 },
  /** Accepting or rejecting (a refused answer counts too). */
  antwoord: { perNetwork: 30, perToken: 20 },
  windowMs: 60 * 60 * 1000,
} as const;

export type LinkUse = 'lezen' | 'antwoord';

/** Who a network is for these limits. */
export function linkNetwork(address: string): string {
  const client = clientKey(address);
  return isIP(client) === 4 ? client : networkKey(address);
}

const REFUSALS = {
  network:
    'Er zijn vanaf uw netwerk het afgelopen uur te veel offertes opgevraagd. Probeer het over een uur opnieuw.',
  token: 'Deze offerte is het afgelopen uur erg vaak geopend. Probeer het over een uur opnieuw.',
};

/** Counts one use of a link; past a limit a Dutch 429, and nothing counted. */
export async function countLinkUse(
  storage: Storage,
  clock: Clock,
  use: LinkUse,
  token: string,
  address: string,
): Promise<void> {
  const window = Math.floor(clock.now().getTime() / LINK_LIMITS.windowMs);
  const keyOf = (who: string) =>
    createHash('sha256').update(`offerte-${use}|${who}|${window}`).digest('hex').slice(0, 40);
  const networkId = keyOf(`net:${linkNetwork(address)}`);
  const tokenId = keyOf(`token:${token}`);
  const limits = LINK_LIMITS[use];
  await storage.transaction(async (tx) => {
    const [network, link] = await rateLimits.in(tx).getMany([networkId, tokenId]);
    const fromNetwork = network?.count ?? 0;
    const ofToken = link?.count ?? 0;
    if (fromNetwork >= limits.perNetwork) {
      throw new ApiError(429, 'te_veel_verzoeken', REFUSALS.network);
    }
    if (ofToken >= limits.perToken) throw new ApiError(429, 'te_veel_verzoeken', REFUSALS.token);
    const expiresAt = isoMoment(new Date((window + 1) * LINK_LIMITS.windowMs));
    rateLimits.in(tx).set(networkId, { count: fromNetwork + 1, expiresAt });
    rateLimits.in(tx).set(tokenId, { count: ofToken + 1, expiresAt });
  });
}
