import { usePoints } from '../api/get-points';

const number = new Intl.NumberFormat('nl-NL');

/**
 * The balance as the ledger's first page gives it: the one source for every place that
 * shows the balance, so it never differs from the ledger beside it.
 */
export function PointsBalance({ fallback }: { fallback: number }) {
  const points = usePoints();
  return <>{number.format(points.data?.pages[0]?.balance ?? fallback)}</>;
}
