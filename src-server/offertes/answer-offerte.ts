import { lastWithdrawalDay, OFFERTE_ACCEPTANCE_TEXT } from '@shared/domain/consumer-offerte';
import { isoMoment } from '@shared/domain/dates';
import { dutchDay } from '@shared/domain/calendar';
import { linkState, type OfferteLinkState } from '@shared/domain/offerte';
import type { AcceptOfferteRequest, PublicOfferte } from '@shared/schemas/offerte';
import { offerteLinks, offertes, type StoredOfferte } from '../collections/offertes';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import { notify } from '../notify/notify';
import type { Storage } from '../storage/port';
import { detailsOfCompany, installerSenderOf } from './business-details';
import { linkKey } from './send-offerte';
import { toPublicOfferte } from './offerte-view';
import { pdfWithLogo } from './offerte-pdf';
import type { FileStore } from '../files/port';

/** Tokens are 43 base64url characters; anything else is not even looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The offerte behind a homeowner's link and the version the link was made for. A wrong,
 * revoked or guessed token is the same "not found" as any other (nothing tells whether an
 * offerte exists).
 */
async function linked(storage: Storage, token: string) {
  if (!TOKEN.test(token)) throw apiErrors.notFound();
  const link = await offerteLinks.on(storage).get(linkKey(token));
  const offerte = link ? await offertes.on(storage).get(link.offerteId) : null;
  if (!link || !offerte || offerte.companyId !== link.companyId) throw apiErrors.notFound();
  return { link, offerte };
}

export async function publicOfferteOf(
  storage: Storage,
  clock: Clock,
  token: string,
): Promise<PublicOfferte> {
  const { link, offerte } = await linked(storage, token);
  const details = await detailsOfCompany(storage, {
    uid: offerte.ownerId,
    companyId: offerte.companyId,
    companyRole: 'eigenaar',
  });
  return toPublicOfferte(offerte, details, link.version, dutchDay(clock.now()));
}

/** The PDF of the link's version, as the homeowner sees it. */
export async function publicOffertePdf(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  token: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const { link, offerte } = await linked(storage, token);
  const details = await detailsOfCompany(storage, {
    uid: offerte.ownerId,
    companyId: offerte.companyId,
    companyRole: 'eigenaar',
  });
  const view = toPublicOfferte(offerte, details, link.version, dutchDay(clock.now()));
  return { pdf: await pdfWithLogo(files, view, details.logoPath), number: offerte.number };
}

const REFUSALS: Record<Exclude<OfferteLinkState, 'open'>, string> = {
  geaccepteerd: 'Deze offerte is al geaccepteerd.',
  afgewezen: 'Deze offerte is al afgewezen.',
  verlopen:
    'Deze offerte is verlopen en kan niet meer worden geaccepteerd. Neem contact op met uw installateur.',
  vervangen:
    'Er is een nieuwere versie van deze offerte. Deze versie kan niet meer worden geaccepteerd.',
};

type Answer = { kind: 'geaccepteerd'; name: string } | { kind: 'afgewezen'; reason: string };

/**
 * Accepts or rejects the version of the link, once: in one transaction that reads the
 * offerte again, so of two answers at the same moment exactly one is stored and the other
 * gets a 409. Nothing changes on a refused answer.
 */
async function answerOfferte(
  storage: Storage,
  clock: Clock,
  token: string,
  address: string,
  given: Answer,
  files?: FileStore,
): Promise<PublicOfferte> {
  const { link } = await linked(storage, token);
  const now = clock.now();
  const at = isoMoment(now);
  const today = dutchDay(now);
  const stored: StoredOfferte = await storage.transaction(async (tx) => {
    const offerte = await offertes.in(tx).get(link.offerteId);
    if (!offerte) throw apiErrors.notFound();
    const state = linkState(offerte, link.version, today);
    if (state !== 'open') throw new ApiError(409, `offerte_${state}`, REFUSALS[state]);
    const base = { at, version: link.version, address: address.slice(0, 64) };
    const patch =
      given.kind === 'geaccepteerd'
        ? {
            status: given.kind,
            acceptance: { ...base, name: given.name, text: OFFERTE_ACCEPTANCE_TEXT },
            seen: false,
          }
        : { status: given.kind, rejection: { ...base, reason: given.reason } };
    offertes.in(tx).update(offerte.id, { ...patch, updatedAt: at });
    return { ...offerte, ...patch, updatedAt: at };
  });
  await notify.offerteAnswered({ storage, clock }, stored.ownerId, {
    id: stored.id,
    number: stored.number,
    answer: given.kind,
    by: given.kind === 'geaccepteerd' ? given.name : stored.clientName || 'de klant',
  });
  const details = await detailsOfCompany(storage, {
    uid: stored.ownerId,
    companyId: stored.companyId,
    companyRole: 'eigenaar',
  });
  const view = toPublicOfferte(stored, details, link.version, today);
  if (given.kind === 'geaccepteerd' && stored.clientEmail && files) {
    await notify.offerteConfirmed(
      { storage, clock },
      {
        id: stored.id,
        to: { email: stored.clientEmail, name: given.name },
        from: installerSenderOf(details),
        number: stored.number,
        acceptedOn: today,
        withdrawUntil: lastWithdrawalDay(now),
        pdf: await pdfWithLogo(files, view, details.logoPath),
      },
    );
  }
  return view;
}

export const acceptOfferte = (
  storage: Storage,
  clock: Clock,
  token: string,
  address: string,
  request: AcceptOfferteRequest,
  /** Where the firm's logo is, for the confirmation's PDF (no confirmation without it). */
  files?: FileStore,
) =>
  answerOfferte(
    storage,
    clock,
    token,
    address,
    { kind: 'geaccepteerd', name: request.name },
    files,
  );

export const rejectOfferte = (
  storage: Storage,
  clock: Clock,
  token: string,
  address: string,
  reason: string,
) => answerOfferte(storage, clock, token, address, { kind: 'afgewezen', reason });
