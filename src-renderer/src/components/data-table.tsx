import type { ReactNode } from 'react';
import { formatEuro } from '@shared/domain/money';
import './data-table.css';

export interface Column<T> {
  /** The column's heading; on a phone it labels the value in each card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** `amount` aligns figures right on a wide screen. */
  align?: 'amount';
  /** The row's title: on a phone it heads the card, full width and without a label. */
  primary?: boolean;
}

/** What a row costs in all, the last figure of every order and invoice list. */
export function totalColumn<T extends { totalInclVat: number }>(): Column<T> {
  return {
    header: 'Totaal incl. btw',
    align: 'amount',
    cell: (row) => formatEuro(row.totalInclVat),
  };
}

/**
 * A table that becomes one label/value card per row at phone width (up to 760 px), so no
 * column has to be hidden or scrolled to. The caption names the table for screen readers.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  cards = true,
  className,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** False keeps the table a table at every width (e.g. printed on paper). */
  cards?: boolean;
  className?: string;
}) {
  return (
    <div className="data-table-wrap">
      <table
        className={['data-table', cards ? 'stacked-table' : '', className ?? ''].join(' ').trim()}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.primary ? 'stacked-full' : column.align}
                  data-label={column.primary ? undefined : column.header}
                >
                  {/* One box per value, so the phone card's label and value stay two columns. */}
                  <div>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
