import { LoadMore } from '@/components/load-more';
import { Spinner } from '@/components/spinner';
import type { LedgerEntry } from '@shared/schemas/order';
import { usePoints } from '../api/get-points';
import '../points.css';

const reasons: Record<LedgerEntry['reason'], string> = {
  startsaldo: 'Startsaldo',
  inwisseling: 'Ingewisseld bij bestelling',
  verdiend: 'Verdiend met bestelling',
  teruggeboekt: 'Teruggeboekt na annulering',
  correctie: 'Correctie door Warmteportaal',
};
const date = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });
const number = new Intl.NumberFormat('nl-NL', { signDisplay: 'exceptZero' });

/** The points balance and every change to it, a page at a time. */
export function PointsLedger() {
  const points = usePoints();
  if (points.isPending) return <Spinner size="sm" />;
  if (points.isError && !points.data) {
    return (
      <p role="alert">
        Spaarpunten konden niet worden geladen.{' '}
        <button type="button" className="button button-ghost" onClick={() => void points.refetch()}>
          Opnieuw
        </button>
      </p>
    );
  }
  const balance = points.data.pages[0]?.balance ?? 0;
  const entries = points.data.pages.flatMap((page) => page.items);
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
      <LoadMore
        hasMore={points.hasNextPage}
        loading={points.isFetchingNextPage}
        onLoad={() => void points.fetchNextPage()}
      />
    </div>
  );
}
