import { formatLongDate } from '@/lib/dates';

/**
 * What of a cart or order line follows later (`nalevering`) and when, where the line has a
 * backordered part; else the availability text the quote gave (`Op voorraad`), if any.
 */
export function LineStock({
  line,
}: {
  line: { quantity: number; backordered?: number; expectedDate?: string; availability?: string };
}) {
  const backordered = line.backordered ?? 0;
  if (backordered === 0) {
    return line.availability ? <p className="stock in-stock">{line.availability}</p> : null;
  }
  const when = line.expectedDate ? `verwacht ${formatLongDate(line.expectedDate)}` : 'datum volgt';
  return (
    <p className="stock backorder">
      Nalevering: {backordered} van {line.quantity}, {when}
    </p>
  );
}
