/* eslint-disable no-restricted-syntax -- not yet on the kit's binding (issue 30): a return's quantity per order line, a list as long as the order */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage, FormError } from '@/components/form-error';
import { NumberField, TextAreaField } from '@/components/form-field';
import { InvoiceLinks } from '@/components/invoice-links';
import { OpenInPlace } from '@/components/open-in-place';
import { RETURN_REASON_MAX } from '@shared/schemas/invoice';
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

function ReturnForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const [quantities, setQuantities] = useState<string[]>(order.lines.map(() => ''));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useAdminMutation(registerReturn(order.id), {
    done: ({ creditNotes }) => {
      const numbers = creditNotes.map((credit) => credit.number);
      const last = numbers.pop() ?? '';
      return numbers.length === 0
        ? `Creditfactuur ${last} is gemaakt.`
        : `Creditfacturen ${numbers.join(', ')} en ${last} zijn gemaakt.`;
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = quantities.flatMap((text, lineIndex) => {
      const quantity = Number(text.trim() || '0');
      return quantity > 0 ? [{ lineIndex, quantity }] : [];
    });
    if (quantities.some((text) => text.trim() && !/^\d+$/.test(text.trim()))) {
      setProblem('Vul per regel een heel aantal in.');
      return;
    }
    if (lines.length === 0) {
      setProblem('Vul bij minstens één regel een aantal in.');
      return;
    }
    setProblem(null);
    send.mutate(
      { lines, reason },
      {
        onSuccess: () => onDone(),
      },
    );
  }

  return (
    <form className="admin-form" onSubmit={submit} aria-label="Retour registreren">
      {order.lines.map((line, index) => (
        <NumberField
          key={line.productId}
          whole
          label={`Aantal retour: ${line.name} (geleverd ${line.quantity})`}
          value={quantities[index] ?? ''}
          onChange={(event) =>
            setQuantities((current) =>
              current.map((value, at) => (at === index ? event.target.value : value)),
            )
          }
        />
      ))}
      <TextAreaField
        label="Reden"
        value={reason}
        required
        maxLength={RETURN_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError
        message={problem ?? errorMessage(send.error, 'De retour kon niet worden geregistreerd.')}
      />
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          Creditfactuur maken
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Annuleren
        </button>
      </div>
    </form>
  );
}
