import { createHash, randomBytes } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { dutchDay } from '@shared/domain/calendar';
import type { Offerte } from '@shared/schemas/offerte';
import { mailOutbox } from '../collections/mail-outbox';
import { offerteLinks, offertes } from '../collections/offertes';
import { lastOfferteMail, takeOfferteMail } from '../quotas';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { notify } from '../notify/notify';
import type { Storage } from '../storage/port';
import type { FileStore } from '../files/port';
import { detailsOfCompany, installerSenderOf } from './business-details';
import { pdfWithLogo } from './offerte-pdf';
import { toOfferte, toPublicOfferte } from './offerte-view';
import { answered, ownedOfferte } from './offertes';

/** The store's key of a homeowner's link: the SHA-256 of its token, never the token. */
export function linkKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Where the offerte's mail goes in the outbox: in the place of today's last one while that
 * still waits (a resend replaces the link, it does not add a mail), else a new place within
 * the quotas (per offerte per day, per firm per hour).
 */
async function outboxPlace(
  storage: Storage,
  clock: Clock,
  offerte: { id: string; companyId: string; clientEmail: string },
) {
  const { id: offerteId, companyId } = offerte;
  const last = await lastOfferteMail(storage, clock, offerteId);
  const waiting = last ? await mailOutbox.on(storage).get(last) : null;
  const untried = waiting?.status === 'wachtend' && waiting.attempts === 0;
  if (last && untried && waiting.to === offerte.clientEmail.trim()) {
    return { key: last, replace: true };
  }
  return { key: await takeOfferteMail(storage, clock, { offerteId, companyId }), replace: false };
}

/**
 * `Versturen`: makes the homeowner's link (256 random bits; only its hash is stored) for the
 * current version and mails it to the client's address when there is one. Sending again makes
 * a new link for the same version; the earlier ones keep working until revoked.
 */
export async function sendOfferte(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  id: string,
): Promise<{ offerte: Offerte; link: string }> {
  const { member, offerte } = await ownedOfferte(storage, uid, id);
  const now = clock.now();
  const today = dutchDay(now);
  if (offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen') throw answered();
  if (offerte.lines.length === 0) {
    throw new ApiError(400, 'offerte_leeg', 'Voeg eerst een regel toe aan de offerte.');
  }
  if (!offerte.clientName) {
    throw new ApiError(400, 'klant_ontbreekt', 'Kies eerst de klant voor wie de offerte is.', {
      clientId: 'Kies een klant.',
    });
  }
  if (offerte.validUntil < today) {
    throw new ApiError(
      409,
      'offerte_verlopen',
      'De geldigheidsdatum ligt in het verleden. Kies een nieuwe datum en sla de offerte op.',
    );
  }
  // Mail to the client is bounded before a link is made: a refusal leaves nothing behind.
  const mailTo = offerte.clientEmail
    ? await outboxPlace(storage, clock, { ...offerte, companyId: member.companyId })
    : null;
  const token = randomBytes(32).toString('base64url');
  const at = isoMoment(now);
  const sent = await storage.transaction(async (tx) => {
    const current = await offertes.in(tx).get(id);
    if (!current || current.version !== offerte.version || current.status !== offerte.status) {
      throw new ApiError(
        409,
        'offerte_gewijzigd',
        'De offerte is net gewijzigd. Laad haar opnieuw.',
      );
    }
    offerteLinks.in(tx).set(linkKey(token), {
      offerteId: id,
      companyId: member.companyId,
      version: current.version,
      createdAt: at,
    });
    const patch = { status: 'verstuurd' as const, sentAt: current.sentAt ?? at, updatedAt: at };
    offertes.in(tx).update(id, patch);
    return { ...current, ...patch };
  });
  if (sent.clientEmail && mailTo) {
    const details = await detailsOfCompany(storage, member);
    const view = toPublicOfferte(sent, details, sent.version, today);
    await notify.offerteSent(
      { storage, clock },
      {
        to: { email: sent.clientEmail, name: sent.clientName },
        from: installerSenderOf(details),
        number: sent.number,
        token,
        validUntil: sent.validUntil,
        pdf: await pdfWithLogo(files, view, details.logoPath),
      },
      mailTo,
    );
  }
  return { offerte: toOfferte(sent, today, true), link: `/offerte/${token}` };
}

/** Revokes every homeowner link of the offerte: they answer "not found" from now on. */
export async function revokeLinks(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
): Promise<Offerte> {
  const { offerte } = await ownedOfferte(storage, uid, id);
  const links = await offerteLinks.on(storage).query({
    where: [{ field: 'offerteId', op: '==', value: id }],
  });
  await Promise.all(links.map((link) => offerteLinks.on(storage).delete(link.id)));
  return toOfferte(offerte, dutchDay(clock.now()), false);
}
