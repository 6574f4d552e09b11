import { firmContactOf } from '@shared/schemas/contact-fields';
import {
  effectiveOfferteStatus,
  linkState,
  offerteTotals,
  type OfferteTotals,
} from '@shared/domain/offerte';
import type { Offerte, OfferteListItem, PublicOfferte } from '@shared/schemas/offerte';
import type { DocumentOf } from '../collections/collection';
import type { businessDetails } from '../collections/business-details';
import type { StoredOfferte } from '../collections/offertes';

/** The totals without the per-line figures, as the API answers them. */
function totalsOf(offerte: Pick<StoredOfferte, 'lines' | 'discountPercent'>) {
  const { lines: _lines, ...totals } = offerteTotals(offerte.lines, offerte.discountPercent);
  return totals;
}

export function toOfferte(stored: StoredOfferte, today: string, linkActive: boolean): Offerte {
  const priced = offerteTotals(stored.lines, stored.discountPercent);
  return {
    id: stored.id,
    number: stored.number,
    version: stored.version,
    status: effectiveOfferteStatus(stored, today),
    title: stored.title,
    clientTitle: stored.clientTitle,
    ...(stored.clientId ? { clientId: stored.clientId } : {}),
    clientName: stored.clientName,
    clientAddress: stored.clientAddress,
    clientEmail: stored.clientEmail,
    lines: stored.lines.map((line, index) => ({
      ...line,
      totalExclVatCents: priced.lines[index]?.totalExclVatCents ?? 0,
    })),
    discountPercent: stored.discountPercent,
    totals: totalsOf(stored),
    ...(stored.isdeEstimateCents === undefined
      ? {}
      : { isdeEstimateCents: stored.isdeEstimateCents }),
    summary: stored.summary,
    validUntil: stored.validUntil,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    ...(stored.sentAt ? { sentAt: stored.sentAt } : {}),
    linkActive,
    ...(stored.acceptance
      ? {
          acceptance: {
            name: stored.acceptance.name,
            at: stored.acceptance.at,
            version: stored.acceptance.version,
          },
        }
      : {}),
    ...(stored.rejection
      ? {
          rejection: {
            reason: stored.rejection.reason,
            at: stored.rejection.at,
            version: stored.rejection.version,
          },
        }
      : {}),
    ...(stored.order ? { order: stored.order } : {}),
    history: stored.history.map((version) => ({
      version: version.version,
      ...(version.sentAt ? { sentAt: version.sentAt } : {}),
      validUntil: version.validUntil,
      totalInclVatCents: version.totalInclVatCents,
    })),
  };
}

export function toListItem(stored: StoredOfferte, today: string): OfferteListItem {
  const { id, number, version, status, title, clientName, validUntil, updatedAt, totals, order } =
    toOfferte(stored, today, false);
  return {
    ...{ id, number, version, status, title, clientName, validUntil, updatedAt },
    ...(order ? { order } : {}),
    totalInclVatCents: totals.totalInclVatCents,
  };
}

/** The total incl. btw of an offerte's lines (kept with a version in its history). */
export function totalInclVat(offerte: Pick<StoredOfferte, 'lines' | 'discountPercent'>): number {
  return totalsOf(offerte).totalInclVatCents;
}

type Details = DocumentOf<typeof businessDetails>;

/** The firm's details as every document for its client prints them (offertes, invoices). */
export function installerDetailsOf(details: Details) {
  return {
    name: details.tradeName,
    address: details.address,
    ...firmContactOf(details),
  };
}

/**
 * The homeowner's view of the version a link was made for: the installer's public details,
 * consumer prices incl. btw and totals. Built field by field, so nothing private (own prices,
 * margin, discount, product ids) can slip in with a spread.
 */
export function toPublicOfferte(
  stored: StoredOfferte,
  details: Details,
  linkVersion: number,
  today: string,
): PublicOfferte {
  const version =
    linkVersion === stored.version
      ? stored
      : (stored.history.find((entry) => entry.version === linkVersion) ?? stored);
  const priced: OfferteTotals = offerteTotals(version.lines, version.discountPercent);
  const state = linkState(stored, linkVersion, today);
  const answered = state === 'geaccepteerd' ? stored.acceptance : stored.rejection;
  return {
    number: stored.number,
    version: linkVersion,
    state,
    // The client's own title: the installer's internal name (often "Bakker, Esdoornlaan 7 –
    // hybride") stays in the installer's lists.
    title: stored.clientTitle,
    installer: {
      ...installerDetailsOf(details),
      ...(details.logoPath ? { logoUrl: `/api/files/${details.logoPath}` } : {}),
    },
    client: { name: stored.clientName, address: stored.clientAddress },
    lines: version.lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      vatRate: line.vatRate,
      unitInclVatCents: priced.lines[index]?.unitInclVatCents ?? 0,
      totalInclVatCents: priced.lines[index]?.totalInclVatCents ?? 0,
    })),
    totals: {
      totalExclVatCents: priced.totalExclVatCents,
      vat: priced.vat,
      totalVatCents: priced.totalVatCents,
      totalInclVatCents: priced.totalInclVatCents,
    },
    ...(stored.isdeEstimateCents === undefined
      ? {}
      : { isdeEstimateCents: stored.isdeEstimateCents }),
    summary: stored.summary,
    terms: details.terms,
    date: ('sentAt' in version && version.sentAt) || stored.updatedAt,
    validUntil: version.validUntil,
    ...(state === 'geaccepteerd' && stored.acceptance
      ? { acceptedBy: stored.acceptance.name }
      : {}),
    ...((state === 'geaccepteerd' || state === 'afgewezen') && answered
      ? { answeredAt: answered.at }
      : {}),
  };
}
