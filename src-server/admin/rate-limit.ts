import { createHash } from 'node:crypto';
import { ApiError } from '../errors';
import type { Clock } from '../env';
import { isoMoment } from '@shared/domain/dates';
import { rateLimits } from '../collections/rate-limits';
import type { Storage } from '../storage/port';

/**
 * Submissions of a public form per client address per window: ten leaves room for an office
 * behind one address; a bot is stopped after ten. `allAddresses` caps a form per window
 * whatever the addresses, so many addresses together still cannot flood the inbox; honeypot
 * hits, which store nothing, do not count towards it.
 */
export const FORM_RATE_LIMIT = { max: 10, allAddresses: 300, windowMs: 60 * 60 * 1000 } as const;

/**
 * Counts a submission for a client address and refuses it past the limit. The count lives in
 * the store, so every server instance shares it; the address is kept only as a hash.
 */
export async function countSubmission(
  storage: Storage,
  clock: Clock,
  form: string,
  address: string,
  /** A filled-in honeypot: counted for its address, but not towards the form's cap. */
  { bot = false }: { bot?: boolean } = {},
): Promise<void> {
  const now = clock.now().getTime();
  const window = Math.floor(now / FORM_RATE_LIMIT.windowMs);
  const keyOf = (who: string) =>
    createHash('sha256').update(`${form}|${who}|${window}`).digest('hex').slice(0, 40);
  // Addresses never contain '*': the form's total has a key of its own.
  const key = keyOf(address);
  const totalKey = keyOf('*');
  await storage.transaction(async (tx) => {
    const [seen, total] = await rateLimits.in(tx).getMany([key, totalKey]);
    const count = seen?.count ?? 0;
    const all = total?.count ?? 0;
    if (count >= FORM_RATE_LIMIT.max) {
      throw new ApiError(
        429,
        'te_veel_verzoeken',
        'Je hebt dit formulier te vaak verstuurd. Probeer het over een uur opnieuw of bel ons.',
      );
    }
    if (!bot && all >= FORM_RATE_LIMIT.allAddresses) {
      throw new ApiError(
        429,
        'te_veel_verzoeken',
        'Er komen nu erg veel berichten binnen. Probeer het over een uur opnieuw of bel ons.',
      );
    }
    const expiresAt = isoMoment(new Date((window + 1) * FORM_RATE_LIMIT.windowMs));
    rateLimits.in(tx).set(key, { count: count + 1, expiresAt });
    if (!bot) rateLimits.in(tx).set(totalKey, { count: all + 1, expiresAt });
  });
}
