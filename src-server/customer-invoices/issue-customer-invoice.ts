import { randomUUID } from 'node:crypto';
import { dueDate, dutchDay } from '@shared/domain/calendar';
import {
  creditAmounts,
  CUSTOMER_INVOICE_RULES,
  depositAmounts,
  finalAmounts,
  type CustomerInvoiceAmounts,
} from '@shared/domain/customer-invoice';
import { isoMoment } from '@shared/domain/dates';
import type {
  CreateCustomerInvoiceRequest,
  CustomerInvoice,
} from '@shared/schemas/customer-invoice';
import { nextNumberIn } from '../collections/counters';
import { customerInvoices, type StoredCustomerInvoice } from '../collections/customer-invoices';
import { offertes, type StoredOfferte } from '../collections/offertes';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { FileStore } from '../files/port';
import { detailsOfCompany, type StoredDetails } from '../offertes/business-details';
import { installerDetailsOf } from '../offertes/offerte-view';
import { ownedOfferte } from '../offertes/offertes';
import { assertMayDo, type Member } from '../policy/access';
import type { Storage, StorageTransaction } from '../storage/port';
import { ownedCustomerInvoice, toCustomerInvoice } from './customer-invoice-view';
import { mailCustomerInvoice } from './mail-customer-invoice';

type Draft = Omit<StoredCustomerInvoice, 'id' | 'number'>;

const refused = (code: string, message: string) => new ApiError(409, code, message);

/** The invoices of an offerte that still count: not credit invoices, not credited. */
function standing(invoices: readonly StoredCustomerInvoice[]) {
  return invoices.filter((invoice) => invoice.kind !== 'creditfactuur' && !invoice.creditedBy);
}

/** A deposit or final invoice of an accepted offerte, as the rules allow it now. */
function fromOfferte(
  request: Exclude<CreateCustomerInvoiceRequest, { kind: 'creditfactuur' }>,
  offerte: StoredOfferte,
  earlier: readonly StoredCustomerInvoice[],
  details: StoredDetails,
  today: string,
): { amounts: CustomerInvoiceAmounts; extra: Partial<Draft> } {
  if (offerte.status !== 'geaccepteerd') {
    throw refused('niet_geaccepteerd', 'Alleen een geaccepteerde offerte kun je factureren.');
  }
  const counting = standing(earlier);
  if (counting.some((invoice) => invoice.kind === 'eindfactuur')) {
    throw refused(
      'eindfactuur_bestaat',
      'Deze offerte heeft al een eindfactuur. Crediteer die eerst als er iets moet veranderen.',
    );
  }
  if (request.kind === 'aanbetaling') {
    if (counting.some((invoice) => invoice.kind === 'aanbetaling')) {
      throw refused('aanbetaling_bestaat', 'Deze offerte heeft al een aanbetalingsfactuur.');
    }
    if (details.depositPercent <= 0) {
      throw refused(
        'geen_aanbetaling',
        'Je bedrijf vraagt geen aanbetaling (0%). Stel het percentage in bij Bedrijfsgegevens.',
      );
    }
    return {
      amounts: depositAmounts(offerte, details.depositPercent),
      extra: { depositPercent: details.depositPercent },
    };
  }
  if (request.deliveryDate > today) {
    throw new ApiError(400, 'datum_in_toekomst', 'De installatiedatum ligt in de toekomst.', {
      deliveryDate: 'Kies vandaag of een dag in het verleden.',
    });
  }
  const deposits = counting.filter((invoice) => invoice.kind === 'aanbetaling');
  return {
    amounts: finalAmounts(offerte, deposits),
    extra: { deliveryDate: request.deliveryDate },
  };
}

async function offerteInvoicesIn(tx: StorageTransaction, member: Member, offerteId: string) {
  return customerInvoices.in(tx).query({
    where: [
      { field: 'companyId', op: '==', value: member.companyId },
      { field: 'offerteId', op: '==', value: offerteId },
    ],
  });
}

/**
 * `Aanbetalingsfactuur maken`, `Eindfactuur maken` and a credit invoice: checked, numbered in
 * the firm's own gapless series and stored in one transaction (the offerte and its invoices
 * read again inside it, so two clicks at once make one invoice), then mailed with its PDF to
 * the client in the firm's name. Eigenaar and inkoper (`facturen` and `offertes`) may.
 */
export async function issueCustomerInvoice(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  request: CreateCustomerInvoiceRequest,
): Promise<CustomerInvoice> {
  const { member, offerteId } =
    request.kind === 'creditfactuur'
      ? await ownedCustomerInvoice(storage, uid, request.invoiceId).then(({ member, record }) => ({
          member,
          offerteId: record.offerteId,
        }))
      : await ownedOfferte(storage, uid, request.offerteId).then(({ member }) => ({
          member,
          offerteId: request.offerteId,
        }));
  assertMayDo(member, 'facturen');
  const details = await detailsOfCompany(storage, member);
  const now = clock.now();
  const today = dutchDay(now);
  const id = randomUUID();
  const stored = await storage.transaction(async (tx) => {
    const offerte = await offertes.in(tx).get(offerteId);
    if (!offerte || offerte.companyId !== member.companyId) throw apiErrors.notFound();
    const earlier = await offerteInvoicesIn(tx, member, offerteId);
    let amounts: CustomerInvoiceAmounts;
    let extra: Partial<Draft> = {};
    let credited: StoredCustomerInvoice | undefined;
    if (request.kind === 'creditfactuur') {
      credited = earlier.find((invoice) => invoice.id === request.invoiceId);
      if (!credited) throw apiErrors.notFound();
      if (credited.kind === 'creditfactuur') {
        throw refused('credit_van_credit', 'Een creditfactuur crediteer je niet opnieuw.');
      }
      if (credited.creditedBy) {
        throw refused('al_gecrediteerd', `Factuur ${credited.number} is al gecrediteerd.`);
      }
      amounts = creditAmounts(credited);
      extra = {
        creditOf: { id: credited.id, number: credited.number },
        reason: request.reason,
        // Against an open invoice the credit settles it; after payment the firm owes it back.
        status: credited.status === 'open' ? 'betaald' : 'open',
        ...(credited.status === 'open' ? { paidOn: today } : {}),
      };
    } else {
      ({ amounts, extra } = fromOfferte(request, offerte, earlier, details, today));
    }
    const number = await nextNumberIn(
      tx,
      'klantfactuur',
      now,
      member.companyId,
      details.invoicePrefix,
    );
    const paymentTermDays = CUSTOMER_INVOICE_RULES.paymentTermDays;
    const invoice: Draft & { number: string } = {
      companyId: member.companyId,
      createdBy: member.uid,
      number,
      kind: request.kind,
      status: 'open',
      offerteId,
      offerteNumber: offerte.number,
      ...(offerte.clientId ? { clientId: offerte.clientId } : {}),
      client: {
        name: offerte.clientName,
        address: offerte.clientAddress,
        email: offerte.clientEmail,
      },
      issuer: installerDetailsOf(details),
      issueDate: today,
      dueDate: dueDate(today, paymentTermDays),
      paymentTermDays,
      ...amounts,
      ...extra,
      createdAt: isoMoment(now),
    };
    customerInvoices.in(tx).set(id, invoice);
    if (credited) {
      customerInvoices.in(tx).update(credited.id, { creditedBy: { id, number } });
    }
    return { id, ...invoice };
  });
  await mailCustomerInvoice({ storage, files, clock }, stored, details);
  return toCustomerInvoice(stored);
}
