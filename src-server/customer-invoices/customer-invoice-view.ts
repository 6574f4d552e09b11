import { openAmountOf } from '@shared/domain/customer-invoice';
import type { CustomerInvoice } from '@shared/schemas/customer-invoice';
import { customerInvoices, type StoredCustomerInvoice } from '../collections/customer-invoices';
import { apiErrors } from '../errors';
import { companyRecord } from '../policy/company-records';
import type { Storage } from '../storage/port';

/** The firm's invoice to a client; another firm's is as unknown as a missing one. */
export function ownedCustomerInvoice(storage: Storage, uid: string, id: string) {
  return companyRecord(storage, uid, customerInvoices, id, {
    action: 'facturen',
    notFound: apiErrors.notFound,
  });
}

/** As the firm's members see it: without the firm's id and its maker, with what is open. */
export function toCustomerInvoice(stored: StoredCustomerInvoice): CustomerInvoice {
  const { companyId: _company, createdBy: _by, ...invoice } = stored;
  return { ...invoice, openCents: openAmountOf(stored) };
}
