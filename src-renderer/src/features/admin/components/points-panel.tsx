import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdjustPoints } from '../api/adjust-points';
import { useUserPoints } from '../api/get-user-points';
import { PagedList } from './query-states';

const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' });
const signed = new Intl.NumberFormat('nl-NL', { signDisplay: 'exceptZero' });
const REASONS: Record<string, string> = {
  startsaldo: 'Startsaldo',
  inwisseling: 'Ingewisseld',
  verdiend: 'Verdiend',
  teruggeboekt: 'Teruggeboekt',
  correctie: 'Correctie',
};

/** The balance, the ledger and a correction with a reason (never below 0). */
export function PointsPanel({ user }: { user: AdminUser }) {
  const ledger = useUserPoints(user.id);
  const adjust = useAdjustPoints(user.id);
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
          <label className="field">
            Punten bij of af
            <input
              inputMode="numeric"
              value={amount}
              placeholder="500 of -200"
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <label className="field">
            Reden
            <input
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </div>
        {problem || adjust.error ? (
          <p className="form-error" role="alert">
            {problem || adjust.error?.message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button" disabled={adjust.isPending}>
            Punten aanpassen
          </button>
        </div>
      </form>
      <PagedList query={ledger} empty="Nog geen mutaties.">
        {(entries) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Mutaties van de spaarpunten</caption>
              <thead>
                <tr>
                  <th scope="col">Datum</th>
                  <th scope="col">Omschrijving</th>
                  <th scope="col">Punten</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{date.format(new Date(entry.createdAt))}</td>
                    <td>
                      {REASONS[entry.reason] ?? entry.reason}
                      {entry.orderNumber ? ` ${entry.orderNumber}` : ''}
                      {entry.note ? `: ${entry.note}` : ''}
                    </td>
                    <td className="amount">{signed.format(entry.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </section>
  );
}
