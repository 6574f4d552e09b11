import { SubmitRow } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { OpenInPlace } from '@/components/open-in-place';
import { useZodForm } from '@/hooks/use-zod-form';
import { dutchDay } from '@shared/domain/calendar';
import { dutchDate } from '@shared/domain/calendar';
import { invoicePaymentSchema, type AdminInvoice } from '@shared/schemas/invoice';
import { useAdminMutation } from '../api/admin-mutation';
import { markInvoicePaid } from '../api/invoices';

/** `Markeer als betaald` on an open invoice: asks the day it was paid, today by default. */
export function MarkPaid({ invoice }: { invoice: AdminInvoice }) {
  if (invoice.kind !== 'factuur' || invoice.paidOn) return null;
  return (
    <div className="mark-paid">
      <OpenInPlace label="Markeer als betaald" className="button button-ghost">
        {(close) => <PaymentForm invoice={invoice} onDone={close} />}
      </OpenInPlace>
    </div>
  );
}

function PaymentForm({ invoice, onDone }: { invoice: AdminInvoice; onDone: () => void }) {
  const save = useAdminMutation(markInvoicePaid(invoice.id), {
    done: (paid) => `Factuur ${paid.number} is betaald op ${dutchDate(paid.paidOn ?? '')}.`,
  });
  // Today in the Dutch calendar, whatever the clock of this computer says the day is.
  const form = useZodForm(invoicePaymentSchema, { paidOn: dutchDay(new Date()) });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }));
  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      aria-label={`Betaling van factuur ${invoice.number}`}
    >
      <TextField label="Betaald op" type="date" {...form.field('paidOn')} />
      <SubmitRow request={save}>Betaling vastleggen</SubmitRow>
      <div>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Annuleren
        </button>
      </div>
    </form>
  );
}
