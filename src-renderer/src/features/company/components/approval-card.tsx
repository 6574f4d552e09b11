import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Facts } from '@/components/facts';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { OrderLinesTable } from '@/components/order-lines-table';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatEuro } from '@shared/domain/money';
import { rejectOrderSchema, type ApprovalItem } from '@shared/schemas/approval';
import { useDecideOrder } from '../api/decide-order';

/**
 * One waiting order: who ordered what, for how much today. `Goedkeuren` places it at today's
 * price (a changed price must be confirmed first); `Afwijzen` needs a reason.
 */
export function ApprovalCard({ item }: { item: ApprovalItem }) {
  const decide = useDecideOrder(item.id);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(rejectOrderSchema, { reason: '' });
  const titleId = `goedkeuren-${item.id}`;

  function approve() {
    if (item.priceChanged && !confirmed) {
      setProblem('De prijs is veranderd: vink eerst aan dat je de nieuwe prijs goedkeurt.');
      return;
    }
    setProblem(null);
    decide.mutate(
      { kind: 'approve', body: { expectedTotalInclVat: item.currentTotalInclVat } },
      { onSuccess: (order) => toast.success(`Bestelling ${order.number} is goedgekeurd.`) },
    );
  }
  const reject = form.handleSubmit((body) =>
    decide.mutate(
      { kind: 'reject', body },
      { onSuccess: (order) => toast.success(`Bestelling ${order.number} is afgewezen.`) },
    ),
  );

  return (
    <article className="card approval-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to={paths.order(item.id)}>Bestelling {item.number}</Link>
      </h2>
      <p className="hint">
        Door {item.buyer?.name || 'een collega'} op {formatDate(item.createdAt)}
      </p>
      <Facts
        missing="—"
        facts={[
          ['Klant', item.clientName],
          ['Afleveradres', item.delivery === 'bezorgen' ? item.address : 'Afhalen'],
          ['Referentie', item.reference],
          ['Opmerkingen', item.notes],
        ]}
      />
      <OrderLinesTable lines={item.lines} />
      <p>
        Totaal incl. btw: <strong>{formatEuro(item.currentTotalInclVat)}</strong>
      </p>
      {item.priceChanged ? (
        <div className="approval-warning" role="note">
          <p>
            De prijs is veranderd sinds de bestelling: was {formatEuro(item.totalInclVat)}, nu{' '}
            {formatEuro(item.currentTotalInclVat)} incl. btw.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />{' '}
            Ik keur de nieuwe prijs goed
          </label>
        </div>
      ) : null}
      {item.problems.length > 0 ? (
        <FormError message={`Niet te bestellen: ${item.problems.join(' ')}`} />
      ) : null}
      {item.cannotApprove ? (
        <p className="approval-warning" role="note">
          {item.cannotApprove}
        </p>
      ) : null}
      <form className="approval-actions" onSubmit={reject} noValidate>
        <TextField label="Reden van afwijzen" maxLength={500} {...form.field('reason')} />
        <FormError message={problem ?? decide.error?.message} />
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={decide.isPending || item.problems.length > 0 || Boolean(item.cannotApprove)}
            onClick={approve}
          >
            Goedkeuren
          </button>
          <button type="submit" className="button" disabled={decide.isPending}>
            Afwijzen
          </button>
        </div>
      </form>
    </article>
  );
}
