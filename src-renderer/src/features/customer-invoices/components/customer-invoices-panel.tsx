import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { DataTable, type Column } from '@/components/data-table';
import { FormActions } from '@/components/form-actions';
import { errorMessage, FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/components/toasts';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDate } from '@/lib/dates';
import { dutchDay } from '@shared/domain/calendar';
import { CUSTOMER_INVOICE_KIND_LABELS } from '@shared/domain/customer-invoice';
import { formatEuro } from '@shared/domain/money';
import { creditReasonSchema, type CustomerInvoice } from '@shared/schemas/customer-invoice';
import {
  downloadCustomerInvoicePdf,
  useCreateCustomerInvoice,
  useMarkCustomerInvoicePaid,
} from '../api/change-customer-invoice';
import { useOfferteInvoices } from '../api/get-customer-invoices';
import { CustomerInvoiceStatus } from './customer-invoice-status';

/** The invoices that still count: no credit invoices, none that were credited. */
const standing = (invoices: CustomerInvoice[]) =>
  invoices.filter((invoice) => invoice.kind !== 'creditfactuur' && !invoice.creditedBy);

/** `Crediteren` with its reason, for one invoice of the list. */
function CreditForm({ invoice, onDone }: { invoice: CustomerInvoice; onDone: () => void }) {
  const create = useCreateCustomerInvoice();
  const form = useZodForm(creditReasonSchema, { reason: '' });
  return (
    <form
      className="form"
      aria-label={`Creditfactuur voor ${invoice.number}`}
      noValidate
      onSubmit={form.handleSubmit(({ reason }) =>
        create.mutate(
          { kind: 'creditfactuur', invoiceId: invoice.id, reason },
          {
            onSuccess: (credit) => {
              toast.success(`Creditfactuur ${credit.number} is gemaakt en gemaild.`);
              onDone();
            },
          },
        ),
      )}
    >
      <TextField label="Reden van de creditfactuur" maxLength={500} {...form.field('reason')} />
      <FormActions
        mutation={create}
        error={errorMessage(create.error, 'De creditfactuur kon niet worden gemaakt.')}
        label="Creditfactuur maken"
        busyLabel="Creditfactuur wordt gemaakt…"
        onCancel={onDone}
      />
    </form>
  );
}

function RowActions({
  invoice,
  onCredit,
}: {
  invoice: CustomerInvoice;
  onCredit: (invoice: CustomerInvoice) => void;
}) {
  const paid = useMarkCustomerInvoicePaid();
  return (
    <div className="row-actions">
      {invoice.status === 'open' && !invoice.creditedBy ? (
        <ActionButton
          request={paid}
          busy="Bezig…"
          onClick={() =>
            paid.mutate(invoice.id, {
              onSuccess: (saved) => toast.success(`Factuur ${saved.number} is betaald.`),
            })
          }
        >
          Markeer als betaald
        </ActionButton>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() =>
          downloadCustomerInvoicePdf(invoice).catch((error: unknown) =>
            toast.error(
              errorMessage(error, 'De pdf kon niet worden gemaakt.') ??
                'De pdf kon niet worden gemaakt.',
            ),
          )
        }
      >
        Pdf
      </button>
      {invoice.kind !== 'creditfactuur' && !invoice.creditedBy ? (
        <button type="button" className="button" onClick={() => onCredit(invoice)}>
          Crediteren
        </button>
      ) : null}
      <FormError message={errorMessage(paid.error, 'Markeren als betaald lukte niet.')} />
    </div>
  );
}

/**
 * `Facturen aan klant` on an accepted offerte: `Aanbetalingsfactuur maken`, `Eindfactuur
 * maken` (with the day of the installation), the list with `Open` / `Betaald` and `Markeer
 * als betaald`, the PDF, and a credit invoice to correct one.
 */
export function CustomerInvoicesPanel({
  offerte,
}: {
  offerte: { id: string; number: string; status: string; clientEmail: string };
}) {
  const invoices = useOfferteInvoices(offerte.id);
  const create = useCreateCustomerInvoice();
  const [installedOn, setInstalledOn] = useState(() => dutchDay(new Date()));
  const [crediting, setCrediting] = useState<CustomerInvoice | null>(null);
  const items = invoices.data?.items ?? [];
  const counting = standing(items);
  const hasFinal = counting.some((invoice) => invoice.kind === 'eindfactuur');
  const hasDeposit = counting.some((invoice) => invoice.kind === 'aanbetaling');
  const accepted = offerte.status === 'geaccepteerd';
  const open = items.reduce((sum, invoice) => sum + invoice.openCents, 0);
  const mailed = offerte.clientEmail ? ` en gemaild naar ${offerte.clientEmail}` : '';
  const made = (invoice: CustomerInvoice) =>
    toast.success(
      `${CUSTOMER_INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number} is gemaakt${mailed}.`,
    );

  const columns: Column<CustomerInvoice>[] = [
    { header: 'Factuur', primary: true, cell: (invoice) => invoice.number },
    { header: 'Soort', cell: (invoice) => CUSTOMER_INVOICE_KIND_LABELS[invoice.kind] },
    { header: 'Datum', cell: (invoice) => formatDate(invoice.issueDate) },
    {
      header: 'Vervaldatum',
      cell: (invoice) => (invoice.kind === 'creditfactuur' ? '–' : formatDate(invoice.dueDate)),
    },
    {
      header: 'Totaal incl. btw',
      align: 'amount',
      cell: (invoice) => formatEuro(invoice.totalInclVatCents),
    },
    { header: 'Status', cell: (invoice) => <CustomerInvoiceStatus invoice={invoice} /> },
    {
      header: 'Acties',
      cell: (invoice) => <RowActions invoice={invoice} onCredit={setCrediting} />,
    },
  ];

  if (!accepted && items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="klantfacturen-titel">
      <h2 id="klantfacturen-titel">Facturen aan klant</h2>
      <p className="hint">
        Jullie eigen facturen aan de klant, op jullie naam, met jullie KvK, btw-id en IBAN.
      </p>
      {accepted ? (
        <div className="offerte-actions">
          {hasDeposit || hasFinal ? null : (
            <ActionButton
              request={create}
              onClick={() =>
                create.mutate({ kind: 'aanbetaling', offerteId: offerte.id }, { onSuccess: made })
              }
            >
              Aanbetalingsfactuur maken
            </ActionButton>
          )}
          {hasFinal ? null : (
            <>
              <TextField
                label="Datum installatie"
                type="date"
                value={installedOn}
                onChange={(event) => setInstalledOn(event.target.value)}
              />
              <ActionButton
                request={create}
                className="button button-primary"
                onClick={() =>
                  create.mutate(
                    { kind: 'eindfactuur', offerteId: offerte.id, deliveryDate: installedOn },
                    { onSuccess: made },
                  )
                }
              >
                Eindfactuur maken
              </ActionButton>
            </>
          )}
        </div>
      ) : null}
      <FormError message={errorMessage(create.error, 'De factuur kon niet worden gemaakt.')} />
      <div aria-busy={invoices.isFetching}>
        <QueryStates
          query={invoices}
          isEmpty={items.length === 0}
          empty="Nog geen facturen aan de klant."
          what="De facturen aan de klant"
        >
          <DataTable
            caption="Facturen aan klant"
            className="customer-invoice-table"
            columns={columns}
            rows={items}
            rowKey={(invoice) => invoice.id}
          />
          <p>
            Nog te ontvangen: <strong data-testid="klant-openstaand">{formatEuro(open)}</strong>
          </p>
        </QueryStates>
      </div>
      {crediting ? <CreditForm invoice={crediting} onDone={() => setCrediting(null)} /> : null}
    </section>
  );
}
