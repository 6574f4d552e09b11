import { isoMoment } from '@shared/domain/dates';
import { dutchDay } from '@shared/domain/calendar';
import { effectiveOfferteStatus, productLinesToOrder } from '@shared/domain/offerte';
import type { Page, PageQuery } from '@shared/schemas/page';
import type {
  Offerte,
  OfferteListItem,
  OfferteStatusFilter,
  SaveOfferteRequest,
} from '@shared/schemas/offerte';
import { offerteLinks, offertes, type StoredOfferte } from '../collections/offertes';
import { mapPage } from '../collections/paging';
import { assertMayDo, memberOf, type Member } from '../policy/access';
import { companyPage, companyRecord } from '../policy/company-records';
import { withProductsNow } from '../catalogue/products-now';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { Storage } from '../storage/port';
import { detailsOfCompany } from './business-details';
import { clientFields, offerteClient } from './create-offerte';
import { toListItem, toOfferte, toPublicOfferte, totalInclVat } from './offerte-view';
import { pdfWithLogo } from './offerte-pdf';
import { assertProductsExist } from './product-line';
import type { FileStore } from '../files/port';

/** The company's offerte; another company's is as unknown as a missing one. */
export async function ownedOfferte(
  storage: Storage,
  uid: string,
  id: string,
): Promise<{ member: Member; offerte: StoredOfferte }> {
  const { member, record } = await companyRecord(storage, uid, offertes, id, {
    action: 'offertes',
    notFound: apiErrors.notFound,
  });
  return { member, offerte: record };
}

async function hasLink(storage: Storage, offerte: StoredOfferte): Promise<boolean> {
  const links = await offerteLinks.on(storage).query({
    where: [{ field: 'offerteId', op: '==', value: offerte.id }],
  });
  return links.some((link) => link.version === offerte.version);
}

async function answer(storage: Storage, clock: Clock, offerte: StoredOfferte): Promise<Offerte> {
  return toOfferte(offerte, dutchDay(clock.now()), await hasLink(storage, offerte));
}

/**
 * How a status filter reads in the store. `verlopen` is computed (a sent offerte past its
 * validity), so `verstuurd` and `verlopen` split the sent ones on `validUntil`; a range needs
 * that field first in the order, so those lists run by validity, then by last change.
 */
function statusQuery(status: OfferteStatusFilter['status'], today: string) {
  const changed = { field: 'updatedAt', direction: 'desc' } as const;
  if (!status) return { where: [], orderBy: [changed] };
  if (status !== 'verstuurd' && status !== 'verlopen') {
    return { where: [{ field: 'status', op: '==', value: status } as const], orderBy: [changed] };
  }
  return {
    where: [
      { field: 'status', op: '==', value: 'verstuurd' } as const,
      { field: 'validUntil', op: status === 'verlopen' ? '<' : '>=', value: today } as const,
    ],
    orderBy: [{ field: 'validUntil', direction: 'desc' } as const, changed],
  };
}

/**
 * The company's offertes, most recently changed first, a page at a time; the status and client
 * filters are part of the store's query, so every page holds only matching offertes (another
 * company's client gives an empty list, as an unknown one).
 */
export async function offertesOf(
  storage: Storage,
  clock: Clock,
  uid: string,
  filter: OfferteStatusFilter,
  page: PageQuery,
): Promise<Page<OfferteListItem>> {
  const today = dutchDay(clock.now());
  const { where, orderBy } = statusQuery(filter.status, today);
  const found = await companyPage(storage, uid, page, {
    collection: offertes,
    action: 'offertes',
    where: [
      ...(filter.clientId
        ? [{ field: 'clientId', op: '==', value: filter.clientId } as const]
        : []),
      ...where,
    ],
    orderBy,
  });
  return mapPage(found, (item) => toListItem(item, today));
}

/** Opening an accepted or rejected offerte marks the answer as read (the menu's marker). */
export async function offerteOf(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
): Promise<Offerte> {
  const { offerte } = await ownedOfferte(storage, uid, id);
  if (!offerte.seen) await offertes.on(storage).update(id, { seen: true });
  return answer(storage, clock, { ...offerte, seen: true });
}

/** How many answers (acceptances) the company has not opened yet. */
export async function offerteNews(storage: Storage, uid: string): Promise<{ accepted: number }> {
  const member = await memberOf(storage, uid);
  if (member.companyRole === 'monteur') return { accepted: 0 };
  const accepted = await offertes.on(storage).count([
    { field: 'companyId', op: '==', value: member.companyId },
    { field: 'seen', op: '==', value: false },
  ]);
  return { accepted };
}

export const answered = () =>
  new ApiError(
    409,
    'offerte_beantwoord',
    'Deze offerte is al beantwoord door de klant en kan niet meer worden gewijzigd.',
  );

/**
 * Saves the offerte. A concept changes in place; a sent (or expired) offerte becomes the next
 * version, a concept again: the sent version goes to the history, readable and no longer
 * acceptable. An answered offerte does not change.
 */
export async function updateOfferte(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
  request: SaveOfferteRequest,
): Promise<Offerte> {
  const { member } = await ownedOfferte(storage, uid, id);
  await assertProductsExist(storage, request.lines);
  const client = request.clientId ? await offerteClient(storage, member, request.clientId) : null;
  const now = clock.now();
  const saved = await storage.transaction(async (tx) => {
    const offerte = await offertes.in(tx).get(id);
    if (!offerte) throw apiErrors.notFound();
    if (offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen') throw answered();
    const next: StoredOfferte = {
      ...offerte,
      title: request.title,
      clientTitle: request.clientTitle,
      clientName: '',
      clientAddress: '',
      clientEmail: '',
      ...(client ? clientFields(client) : {}),
      lines: request.lines,
      discountPercent: request.discountPercent,
      summary: request.summary,
      validUntil: request.validUntil,
      updatedAt: isoMoment(now),
    };
    if (!client) delete next.clientId;
    if (request.isdeEstimateCents === undefined) delete next.isdeEstimateCents;
    else next.isdeEstimateCents = request.isdeEstimateCents;
    if (offerte.status === 'verstuurd') {
      next.history = [
        ...offerte.history,
        {
          version: offerte.version,
          ...(offerte.sentAt ? { sentAt: offerte.sentAt } : {}),
          validUntil: offerte.validUntil,
          lines: offerte.lines,
          discountPercent: offerte.discountPercent,
          totalInclVatCents: totalInclVat(offerte),
        },
      ];
      next.version = offerte.version + 1;
      next.status = 'concept';
      delete next.sentAt;
    }
    const { id: _id, ...document } = next;
    offertes.in(tx).set(id, document);
    return next;
  });
  return answer(storage, clock, saved);
}

/** The PDF of the current version, exactly as the homeowner gets it. */
export async function offertePdfOf(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  id: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const { member, offerte } = await ownedOfferte(storage, uid, id);
  const details = await detailsOfCompany(storage, member);
  const view = toPublicOfferte(offerte, details, offerte.version, dutchDay(clock.now()));
  return { pdf: await pdfWithLogo(files, view, details.logoPath), number: offerte.number };
}

/**
 * `Bestellen`: the product lines of an accepted offerte with their products, for the cart at
 * the installer's prices, and the job (client, address, number) for checkout: one request.
 */
export async function offerteOrderLines(storage: Storage, clock: Clock, uid: string, id: string) {
  const { member, offerte } = await ownedOfferte(storage, uid, id);
  assertMayDo(member, 'bestellen');
  if (effectiveOfferteStatus(offerte, dutchDay(clock.now())) !== 'geaccepteerd') {
    throw new ApiError(
      409,
      'niet_geaccepteerd',
      'Alleen een geaccepteerde offerte kun je bestellen.',
    );
  }
  return {
    number: offerte.number,
    ...(offerte.clientId ? { clientId: offerte.clientId } : {}),
    clientName: offerte.clientName,
    address: offerte.clientAddress,
    // Each product as the catalogue has it now (null: gone), so the cart is filled in one go.
    lines: await withProductsNow(storage, productLinesToOrder(offerte.lines)),
  };
}
