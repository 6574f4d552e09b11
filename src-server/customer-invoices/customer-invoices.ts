import { dutchDay } from '@shared/domain/calendar';
import { openAmountOf } from '@shared/domain/customer-invoice';
import type {
  CustomerInvoice,
  CustomerInvoiceFilter,
  OpenCustomerItems,
} from '@shared/schemas/customer-invoice';
import type { Page, PageQuery } from '@shared/schemas/page';
import { whereEach } from '../collections/collection';
import { mapPage } from '../collections/paging';
import { customerInvoices, type StoredCustomerInvoice } from '../collections/customer-invoices';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { FileStore } from '../files/port';
import { detailsOfCompany } from '../offertes/business-details';
import { memberWhoMay } from '../policy/access';
import { companyPage } from '../policy/company-records';
import type { Storage } from '../storage/port';
import { customerInvoicePdf } from './customer-invoice-pdf';
import { ownedCustomerInvoice, toCustomerInvoice } from './customer-invoice-view';

type Stored = Omit<StoredCustomerInvoice, 'id'>;

/** The firm's invoices to clients, newest first; by offerte, client or status. */
export async function customerInvoicesOf(
  storage: Storage,
  uid: string,
  filter: CustomerInvoiceFilter,
  page: PageQuery,
): Promise<Page<CustomerInvoice>> {
  return mapPage(
    await companyPage(storage, uid, page, {
      collection: customerInvoices,
      action: 'facturen',
      where: whereEach<Stored>(filter),
    }),
    toCustomerInvoice,
  );
}

export async function customerInvoiceOf(
  storage: Storage,
  uid: string,
  id: string,
): Promise<CustomerInvoice> {
  return toCustomerInvoice((await ownedCustomerInvoice(storage, uid, id)).record);
}

/**
 * `Markeer als betaald`: the day the money came in (today unless told), not in the future.
 * Marking a paid invoice again changes nothing; a credited invoice asks nothing to pay.
 */
export async function markCustomerInvoicePaid(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
  paidOn: string | undefined,
): Promise<CustomerInvoice> {
  await ownedCustomerInvoice(storage, uid, id);
  const today = dutchDay(clock.now());
  const day = paidOn ?? today;
  if (day > today) {
    throw new ApiError(400, 'datum_in_toekomst', 'De betaaldatum ligt in de toekomst.', {
      paidOn: 'Kies vandaag of een dag in het verleden.',
    });
  }
  const saved = await storage.transaction(async (tx) => {
    const invoice = await customerInvoices.in(tx).get(id);
    if (!invoice) throw apiErrors.notFound();
    if (invoice.status === 'betaald') return invoice;
    if (invoice.creditedBy) {
      throw new ApiError(
        409,
        'gecrediteerd',
        `Factuur ${invoice.number} is gecrediteerd met ${invoice.creditedBy.number} en staat niet meer open.`,
      );
    }
    customerInvoices.in(tx).update(id, { status: 'betaald', paidOn: day });
    return { ...invoice, status: 'betaald' as const, paidOn: day };
  });
  return toCustomerInvoice(saved);
}

/**
 * What the firm's clients still have to pay (or get back): per client and in all. Reads the
 * firm's open invoices only, so it stays small however many were paid.
 */
export async function openCustomerItems(
  storage: Storage,
  uid: string,
  clientId: string | undefined,
): Promise<OpenCustomerItems> {
  const member = await memberWhoMay(storage, uid, 'facturen');
  const open = await customerInvoices.on(storage).query({
    where: [
      { field: 'companyId', op: '==', value: member.companyId },
      { field: 'status', op: '==', value: 'open' },
      ...(clientId ? [{ field: 'clientId', op: '==', value: clientId } as const] : []),
    ],
  });
  const perClient = new Map<string, OpenCustomerItems['perClient'][number]>();
  let totalOpenCents = 0;
  let count = 0;
  for (const invoice of open) {
    const cents = openAmountOf(invoice);
    if (cents === 0) continue;
    totalOpenCents += cents;
    count += 1;
    const key = invoice.clientId ?? `naam:${invoice.client.name}`;
    const entry = perClient.get(key) ?? {
      ...(invoice.clientId ? { clientId: invoice.clientId } : {}),
      clientName: invoice.client.name,
      openCents: 0,
      count: 0,
    };
    entry.openCents += cents;
    entry.count += 1;
    perClient.set(key, entry);
  }
  return {
    totalOpenCents,
    count,
    perClient: [...perClient.values()].sort((a, b) => b.openCents - a.openCents),
  };
}

/** The invoice's PDF, as the client got it. */
export async function customerInvoicePdfOf(
  storage: Storage,
  files: FileStore,
  uid: string,
  id: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const { member, record } = await ownedCustomerInvoice(storage, uid, id);
  const details = await detailsOfCompany(storage, member);
  const logo = details.logoPath ? await files.read(details.logoPath) : null;
  return { pdf: await customerInvoicePdf(record, logo), number: record.number };
}
