import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-error';
import { NumberField, TextField } from '@/components/form-field';
import { PointsLedgerTable } from '@/components/points-ledger-table';
import { PagedList } from '@/components/query-states';
import { toast } from '@/components/toasts';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdminMutation } from '../api/admin-mutation';
import { adjustPoints, userPointsQuery } from '../api/users';
import { adminKeys } from '../api/keys';

/** The balance, the ledger and a correction with a reason (never below 0). */
export function PointsPanel({ user }: { user: AdminUser }) {
  const ledger = useInfiniteQuery(userPointsQuery(user.id));
  const adjust = useAdminMutation(adjustPoints(user.id), () => adminKeys.one('users', user.id));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(/\./g, ''));
    if (!Number.isInteger(value) || value === 0) {
      setProblem('Vul een heel aantal punten in, bijvoorbeeld 500 of -200.');
      return;
    }
    if (reason.trim().length < 3) {
      setProblem('Geef een reden op (minstens 3 tekens).');
      return;
    }
    setProblem('');
    adjust.mutate(
      { amount: value, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Punten aangepast.');
          setAmount('');
          setReason('');
        },
      },
    );
  }

  return (
    <section className="admin-card" aria-labelledby="punten-kop">
      <h2 id="punten-kop">Spaarpunten: {user.rewardPoints.toLocaleString('nl-NL')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-row">
          <NumberField
            label="Punten bij of af"
            whole
            value={amount}
            placeholder="500 of -200"
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label="Reden"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormError message={problem || adjust.error?.message} />
        <div>
          <button type="submit" className="button" disabled={adjust.isPending}>
            Punten aanpassen
          </button>
        </div>
      </form>
      <PagedList query={ledger} what="Mutaties" empty="Nog geen mutaties.">
        {(entries) => (
          <PointsLedgerTable entries={entries} caption="Mutaties van de spaarpunten" withNotes />
        )}
      </PagedList>
    </section>
  );
}
