import { PointsLedgerTable } from '@/components/points-ledger-table';
import { PagedList } from '@/components/query-states';
import { usePoints } from '../api/get-points';
import '../points.css';

/**
 * The firm's points balance and every change to it, a page at a time, each naming the
 * colleague who earned or spent the points.
 */
export function PointsLedger() {
  const points = usePoints();
  const balance = points.data?.pages[0]?.balance ?? 0;
  return (
    <div>
      {points.data ? (
        <p className="points-balance">
          Saldo: <strong>{balance.toLocaleString('nl-NL')} punten</strong> (
          {(balance / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR' })})
        </p>
      ) : null}
      <PagedList query={points} what="Spaarpunten" empty="Nog geen mutaties.">
        {(entries) => (
          <PointsLedgerTable
            entries={entries}
            caption="Mutaties van de spaarpunten van je bedrijf"
          />
        )}
      </PagedList>
    </div>
  );
}
