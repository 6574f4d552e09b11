import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { errorMessage } from '@/components/form-error';
import { NumberField, TextAreaField } from '@/components/form-field';
import { InvoiceLinks } from '@/components/invoice-links';
import { OpenInPlace } from '@/components/open-in-place';
import { useZodForm } from '@/hooks/use-zod-form';
import { RETURN_REASON_MAX, returnRequestSchema } from '@shared/schemas/invoice';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { useAdminMutation } from '../api/admin-mutation';
import { adminOrderInvoicesQuery, registerReturn } from '../api/invoices';

/** A delivered order's invoice and credit notes, and `Retour registreren`. */
export function OrderInvoices({ order }: { order: AdminOrder }) {
  const documents = useQuery(adminOrderInvoicesQuery(order.id));
  const items = documents.data?.items ?? [];
  if (order.status !== 'geleverd' && items.length === 0) return null;
  return (
    <section className="admin-card no-print" aria-labelledby="facturen-kop">
      <h2 id="facturen-kop">Facturen</h2>
      {items.map((invoice) => (
        <p key={invoice.id}>
          {invoice.number}: <InvoiceLinks invoice={invoice} base="/api/admin/invoices" />
        </p>
      ))}
      {order.status === 'geleverd' ? (
        <OpenInPlace label="Retour registreren">
          {(close) => <ReturnForm order={order} onDone={close} />}
        </OpenInPlace>
      ) : null}
    </section>
  );
}

/**
 * `Retour registreren` as typed: a whole number (or nothing) per order line and the reason
 * (the server's rule); what is sent is the lines with a quantity.
 */
const returnFormSchema = z
  .object({
    quantities: z.array(
      z.string().trim().regex(/^\d*$/, { error: 'Vul per regel een heel aantal in.' }),
    ),
    reason: returnRequestSchema.shape.reason,
  })
  .refine(({ quantities }) => quantities.some((text) => Number(text) > 0), {
    error: 'Vul bij minstens één regel een aantal in.',
    path: ['quantities'],
  })
  .transform(({ quantities, reason }) => ({
    lines: quantities.flatMap((text, lineIndex) => {
      const quantity = Number(text || '0');
      return quantity > 0 ? [{ lineIndex, quantity }] : [];
    }),
    reason,
  }));

function ReturnForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const form = useZodForm(returnFormSchema, {
    quantities: order.lines.map(() => ''),
    reason: '',
  });
  const send = useAdminMutation(registerReturn(order.id), {
    done: ({ creditNotes }) => {
      const numbers = creditNotes.map((credit) => credit.number);
      const last = numbers.pop() ?? '';
      return numbers.length === 0
        ? `Creditfactuur ${last} is gemaakt.`
        : `Creditfacturen ${numbers.join(', ')} en ${last} zijn gemaakt.`;
    },
  });

  return (
    <form
      className="admin-form"
      onSubmit={form.handleSubmit((request) => send.mutate(request, { onSuccess: () => onDone() }))}
      aria-label="Retour registreren"
    >
      {order.lines.map((line, index) => (
        <NumberField
          key={line.productId}
          whole
          label={`Aantal retour: ${line.name} (geleverd ${line.quantity})`}
          {...form.field(`quantities.${index}`)}
        />
      ))}
      <TextAreaField
        label="Reden"
        required
        maxLength={RETURN_REASON_MAX}
        {...form.field('reason')}
      />
      <FormActions
        mutation={send}
        error={
          form.formState.errors.quantities?.root?.message ??
          errorMessage(send.error, 'De retour kon niet worden geregistreerd.')
        }
        label="Creditfactuur maken"
        busyLabel="Creditfactuur wordt gemaakt…"
        onCancel={onDone}
      />
    </form>
  );
}
