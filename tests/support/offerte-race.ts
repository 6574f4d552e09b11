import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { offerteLinks, offertes } from '../../src-server/collections/offertes';
import { acceptOfferte, rejectOfferte } from '../../src-server/offertes/answer-offerte';
import { linkKey } from '../../src-server/offertes/send-offerte';
import type { Storage } from '../../src-server/storage/port';

/** A sent offerte with a homeowner's link, stored whole; answers its link's token. */
export async function seedSentOfferte(
  storage: Storage,
  id: string,
  { validUntil = '2099-12-31', companyId = 'bedrijf-race' } = {},
): Promise<string> {
  const at = '2026-11-22T10:00:00.000Z';
  await offertes.on(storage).set(id, {
    companyId,
    ownerId: 'race-eigenaar',
    number: `OFF-2026-${id.replace(/\D/g, '').padStart(5, '0')}`,
    version: 1,
    status: 'verstuurd',
    title: 'Race, Dorpsstraat 1',
    clientTitle: 'Warmtepomp',
    clientName: 'Familie Race',
    clientAddress: 'Dorpsstraat 1, 1234 AB Ergens',
    clientEmail: '',
    lines: [
      { kind: 'vrij', description: 'Bron', quantity: 1, unitPriceCents: 100_00, vatRate: 21 },
    ],
    discountPercent: 0,
    summary: '',
    validUntil,
    createdAt: at,
    updatedAt: at,
    sentAt: at,
    history: [],
    seen: true,
  });
  const token = randomBytes(32).toString('base64url');
  await offerteLinks
    .on(storage)
    .set(linkKey(token), { offerteId: id, companyId, version: 1, createdAt: at });
  return token;
}

/**
 * `Akkoord` and `Afwijzen` on each of `pairs` offertes at the same moment (alternating which
 * starts first); per offerte who won and what is stored.
 */
export async function raceAcceptAndReject(storage: Storage, clock: { now(): Date }, pairs: number) {
  const outcomes: { accepted: boolean; rejected: boolean; status: string | undefined }[] = [];
  for (let i = 0; i < pairs; i++) {
    const id = `race-offerte-${i}`;
    const token = await seedSentOfferte(storage, id);
    const accept = () =>
      acceptOfferte(storage, clock, token, '192.0.2.1', { name: 'Ria Race', agree: true });
    const reject = () => rejectOfferte(storage, clock, token, '192.0.2.2', 'Te duur');
    const settled =
      i % 2
        ? await Promise.allSettled([reject(), accept()]).then(([r, a]) => [a, r])
        : await Promise.allSettled([accept(), reject()]);
    const stored = await offertes.on(storage).get(id);
    outcomes.push({
      accepted: settled[0]?.status === 'fulfilled',
      rejected: settled[1]?.status === 'fulfilled',
      status: stored?.status,
    });
  }
  return outcomes;
}

/** Each raced offerte ends with exactly one answer, stored as that answer. */
export function expectOneAnswerEach(
  outcomes: Awaited<ReturnType<typeof raceAcceptAndReject>>,
): void {
  for (const outcome of outcomes) {
    expect(Number(outcome.accepted) + Number(outcome.rejected)).toBe(1);
    expect(outcome.status).toBe(outcome.accepted ? 'geaccepteerd' : 'afgewezen');
  }
}
