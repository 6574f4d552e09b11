import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from './toasts';
import { apiDownload } from '@/lib/api-client';
import { formatEuro } from '@shared/domain/money';
import { PAYMENT_STATUS_LABELS } from '@shared/domain/open-items';
import type { Invoice, InvoiceItem } from '@shared/schemas/invoice';
import { formatDate, formatLongDate } from '@/lib/dates';
import { totalColumn, type Column } from './data-table';
import './invoice-links.css';

/** Where a document's files live: the customer's `/api/invoices` or the back-office's. */
export type InvoiceApiBase = '/api/invoices' | '/api/admin/invoices';

function DownloadLink({
  href,
  filename,
  label,
}: {
  href: string;
  filename: string;
  label: string;
}) {
  // A real link (its address is the file), downloaded with the signed-in token.
  function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    apiDownload(href, filename).catch((caught: Error) => toast.error(caught.message));
  }
  return (
    <a href={href} onClick={download} className="button button-ghost">
      {label}
    </a>
  );
}

/**
 * The files of one invoice or credit note: `Factuur (pdf)` and `UBL (xml)`, or
 * `Creditfactuur (pdf)` and `Creditfactuur (xml)`; in a list `named` puts the number in the
 * names, so each row's links can be told apart.
 */
export function InvoiceLinks({
  invoice,
  base,
  named = false,
}: {
  invoice: Pick<Invoice, 'id' | 'kind' | 'number'>;
  base: InvoiceApiBase;
  named?: boolean;
}) {
  const path = `${base}/${encodeURIComponent(invoice.id)}`;
  const credit = invoice.kind === 'creditfactuur';
  const pdfLabel = named
    ? `${invoice.number} (pdf)`
    : credit
      ? 'Creditfactuur (pdf)'
      : 'Factuur (pdf)';
  const xmlLabel = named ? `${invoice.number} (xml)` : credit ? 'Creditfactuur (xml)' : 'UBL (xml)';
  return (
    <span className="invoice-links">
      <DownloadLink href={`${path}/pdf`} filename={`${invoice.number}.pdf`} label={pdfLabel} />{' '}
      <DownloadLink href={`${path}/ubl`} filename={`${invoice.number}.xml`} label={xmlLabel} />
    </span>
  );
}

export const INVOICE_KIND_LABELS = { factuur: 'Factuur', creditfactuur: 'Creditfactuur' } as const;

type Listed = Pick<InvoiceItem, 'number' | 'kind' | 'invoiceNumber' | 'issueDate'>;

/** The number column of a list of invoices: the number, and under it the kind (and its invoice). */
function numberColumn<T extends Listed>(): Column<T> {
  return {
    header: 'Nummer',
    primary: true,
    cell: (invoice) => (
      <>
        {invoice.number}
        <div className="muted">
          {INVOICE_KIND_LABELS[invoice.kind]}
          {invoice.invoiceNumber ? ` op ${invoice.invoiceNumber}` : ''}
        </div>
      </>
    ),
  };
}

/** The issue day of a document, in Dutch. */
function issueDateColumn<T extends Listed>(): Column<T> {
  return { header: 'Datum', cell: (invoice) => formatDate(`${invoice.issueDate}T12:00:00Z`) };
}

/** The column of a document's files (pdf, UBL) in a list of invoices. */
function filesColumn<T extends Invoice>(base: InvoiceApiBase): Column<T> {
  return {
    header: 'Bestanden',
    cell: (invoice) => <InvoiceLinks invoice={invoice} base={base} named />,
  };
}

/** A document's payment status as a pill: `Openstaand`, `Betaald` (with its day), `Verrekend`. */
export function PaymentStatus({ invoice }: { invoice: Pick<InvoiceItem, 'payment' | 'paidOn'> }) {
  const { status } = invoice.payment;
  return (
    <>
      <span className={`status-badge payment-${status}`}>{PAYMENT_STATUS_LABELS[status]}</span>
      {status === 'betaald' && invoice.paidOn ? (
        <div className="muted">op {formatLongDate(`${invoice.paidOn}T12:00:00Z`)}</div>
      ) : null}
    </>
  );
}

/**
 * The columns `Status` and `Openstaand` (what is still owed, incl. btw) of a list of invoices;
 * `action` adds what can be done about the status below it (the back-office's payment).
 */
function paymentColumns<T extends Pick<InvoiceItem, 'payment' | 'paidOn'>>(
  action?: (invoice: T) => ReactNode,
): Column<T>[] {
  return [
    {
      header: 'Status',
      cell: (invoice) => (
        <>
          <PaymentStatus invoice={invoice} />
          {action?.(invoice)}
        </>
      ),
    },
    {
      header: 'Openstaand',
      align: 'amount',
      cell: (invoice) =>
        invoice.payment.status === 'openstaand' ? formatEuro(invoice.payment.openAmount) : '—',
    },
  ];
}

/**
 * The columns of a list of invoices and credit notes: number, date, order (linked to
 * `orderPath`), total, payment status and files. `afterNumber` and `afterOrder` add a column of
 * the list's own there; `action` goes below the status (the back-office's payment).
 */
export function invoiceColumns<T extends InvoiceItem>({
  base,
  orderPath,
  afterNumber = [],
  afterOrder = [],
  action,
}: {
  base: InvoiceApiBase;
  orderPath: (orderId: string) => string;
  afterNumber?: Column<T>[];
  afterOrder?: Column<T>[];
  action?: (invoice: T) => ReactNode;
}): Column<T>[] {
  return [
    numberColumn(),
    ...afterNumber,
    issueDateColumn(),
    {
      header: 'Bestelling',
      cell: (invoice) => <Link to={orderPath(invoice.orderId)}>{invoice.orderNumber}</Link>,
    },
    ...afterOrder,
    totalColumn(),
    ...paymentColumns(action),
    filesColumn(base),
  ];
}

/** `Totaal openstaand`: what a firm still owes on its invoices, incl. btw, with their count. */
export function OpenTotalBox({ total }: { total: { openTotal: number; openCount: number } }) {
  const count =
    total.openCount === 0
      ? 'geen openstaande facturen'
      : total.openCount === 1
        ? '1 openstaande factuur'
        : `${total.openCount} openstaande facturen`;
  return (
    <p className="open-total" role="status" aria-label="Totaal openstaand">
      <span>Totaal openstaand</span>
      <strong>{formatEuro(total.openTotal)}</strong>
      <span className="muted">incl. btw, {count}</span>
    </p>
  );
}
