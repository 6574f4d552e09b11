import { createHash } from 'node:crypto';
import { clientKey, networkKey } from '../client-address';
import { ApiError } from '../errors';
import type { Clock } from '../env';
import { isoMoment } from '@shared/domain/dates';
import { rateLimits } from '../collections/rate-limits';
import type { Storage } from '../storage/port';

/**
 * Submissions of a public form per client per window: ten leaves room for an office behind one
 * address; a bot is stopped after ten. A client is an IPv4 address or an IPv6 /64.
 * `allAddresses` is the form's normal volume per window: past it the form does not close for
 * everyone (a flood would lock genuine visitors out) but gets stricter: each network (IPv4
 * /24, IPv6 /48) may then send `perNetworkWhenBusy` more per window, so a flood from rotating
 * addresses dries up while a visitor from anywhere else still gets through. Honeypot hits,
 * which store nothing, do not count towards the volume.
 */
export const FORM_RATE_LIMIT = {
  max: 10,
  allAddresses: 300,
  perNetworkWhenBusy: 1,
  windowMs: 60 * 60 * 1000,
} as const;

/**
 * Counts a submission for a client address and refuses it past the limits. The counts live in
 * the store, so every server instance shares them; addresses are kept only as hashes.
 */
export async function countSubmission(
  storage: Storage,
  clock: Clock,
  form: string,
  address: string,
  /**
   * `bot`: a filled-in honeypot, counted for its address but not towards the form's volume.
   * `max`: a route's own limit per client per window (a page read more often than a form).
   */
  { bot = false, max = FORM_RATE_LIMIT.max }: { bot?: boolean; max?: number } = {},
): Promise<void> {
  const now = clock.now().getTime();
  const window = Math.floor(now / FORM_RATE_LIMIT.windowMs);
  const keyOf = (who: string) =>
    createHash('sha256').update(`${form}|${who}|${window}`).digest('hex').slice(0, 40);
  // Addresses never contain '*' or '#': the total and the networks have keys of their own.
  const key = keyOf(clientKey(address));
  const totalKey = keyOf('*');
  const networkKeyOf = keyOf(`#${networkKey(address)}`);
  await storage.transaction(async (tx) => {
    const [seen, total, network] = await rateLimits.in(tx).getMany([key, totalKey, networkKeyOf]);
    const count = seen?.count ?? 0;
    const all = total?.count ?? 0;
    const fromNetwork = network?.count ?? 0;
    if (count >= max) {
      throw new ApiError(
        429,
        'te_veel_verzoeken',
        'Je hebt dit formulier te vaak verstuurd. Probeer het over een uur opnieuw of bel ons.',
      );
    }
    const busy = !bot && all >= FORM_RATE_LIMIT.allAddresses;
    if (busy && fromNetwork >= FORM_RATE_LIMIT.perNetworkWhenBusy) {
      throw new ApiError(
        429,
        'te_veel_verzoeken',
        'Er komen nu erg veel berichten binnen, ook uit jouw netwerk. Probeer het over een uur opnieuw of bel ons.',
      );
    }
    const expiresAt = isoMoment(new Date((window + 1) * FORM_RATE_LIMIT.windowMs));
    rateLimits.in(tx).set(key, { count: count + 1, expiresAt });
    if (!bot) rateLimits.in(tx).set(totalKey, { count: all + 1, expiresAt });
    if (busy) rateLimits.in(tx).set(networkKeyOf, { count: fromNetwork + 1, expiresAt });
  });
}
