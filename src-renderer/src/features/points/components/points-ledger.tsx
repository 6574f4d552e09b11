import { Spinner } from '@/components/spinner';
import type { LedgerEntry } from '@shared/schemas/order';
import { usePoints } from '../api/get-points';

const reasons: Record<LedgerEntry['reason'], string> = {
  startsaldo: 'Startsaldo',
  inwisseling: 'Ingewisseld bij bestelling',
  verdiend: 'Verdiend met bestelling',
  teruggeboekt: 'Teruggeboekt na annulering',
  correctie: 'Correctie door Warmteportaal',
};
const date = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });
const number = new Intl.NumberFormat('nl-NL', { signDisplay: 'exceptZero' });

/** The points balance and every change to it. */
export function PointsLedger() {
  const { state, reload } = usePoints();
  if (state.status === 'loading') return <Spinner size="sm" />;
  if (state.status === 'error') {
    return (
      <p role="alert">
        Spaarpunten konden niet worden geladen.{' '}
        <button type="button" className="button button-ghost" onClick={reload}>
          Opnieuw
        </button>
      </p>
    );
  }
  const { balance, entries } = state.data;
  return (
    <div>
      <p className="points-balance">
        Saldo: <strong>{balance.toLocaleString('nl-NL')} punten</strong> (
        {(balance / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR' })})
      </p>
      {entries.length ? (
        <table className="ledger">
          <caption className="visually-hidden">Mutaties van je spaarpunten</caption>
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
                  {reasons[entry.reason]}
                  {entry.orderNumber ? ` ${entry.orderNumber}` : ''}
                </td>
                <td className="amount">{number.format(entry.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">Nog geen mutaties.</p>
      )}
    </div>
  );
}
