import type { ReactNode } from 'react';
import { dutchDayMonth } from '@shared/domain/calendar';
import type { SlipLine } from '@shared/domain/shipments';
import { DataTable, type Column } from './data-table';
import { Facts, type Fact } from './facts';
import './pick-slip.css';

const LINE_COLUMNS: Column<SlipLine>[] = [
  { header: 'Aantal', cell: (line) => line.quantity },
  { header: 'Artikelnummer', cell: (line) => line.modelNumber },
  { header: 'Product', cell: (line) => line.name },
];

const PICK_COLUMNS: Column<SlipLine>[] = [
  // An empty box to tick on paper.
  { header: 'Gepakt', cell: () => <span className="pick-slip-check" /> },
  ...LINE_COLUMNS,
];

const LATER_COLUMNS: Column<SlipLine>[] = [
  ...LINE_COLUMNS,
  {
    header: 'Verwacht',
    cell: (line) => (line.expectedDate ? dutchDayMonth(line.expectedDate) : 'Nog onbekend'),
  },
];

/** One part of a slip (`Te pakken`, `Volgt later`) as a table on paper, named with the slip. */
function SlipTable({
  part,
  title,
  columns,
  lines,
}: {
  part: string;
  title: string;
  columns: Column<SlipLine>[];
  lines: SlipLine[];
}) {
  return (
    <DataTable
      caption={`${part}: ${title}`}
      cards={false}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.productId}
    />
  );
}

/**
 * The slip the warehouse picks one shipment from: only the units that go in it, and apart
 * from them what of the order follows later, so nobody goes looking for it.
 */
export function PickSlip({
  title,
  facts,
  pick,
  later,
  className,
  children,
}: {
  title: string;
  facts: readonly Fact[];
  pick: SlipLine[];
  later: SlipLine[];
  className?: string;
  /** Shown under the title (e.g. the order number as a barcode). */
  children?: ReactNode;
}) {
  return (
    <article className={className ? `pick-slip ${className}` : 'pick-slip'} aria-label={title}>
      <h2>{title}</h2>
      {children}
      <Facts facts={facts} />
      <h3>Te pakken</h3>
      {pick.length ? (
        <SlipTable part="Te pakken" title={title} columns={PICK_COLUMNS} lines={pick} />
      ) : (
        <p>Niets te pakken: alles volgt later.</p>
      )}
      {later.length ? (
        <>
          <h3>Volgt later (niet pakken)</h3>
          <SlipTable part="Volgt later" title={title} columns={LATER_COLUMNS} lines={later} />
        </>
      ) : null}
    </article>
  );
}
