import { formatDate } from '@/lib/dates';
import type { LedgerEntry } from '@shared/schemas/order';
import { DataTable, type Column } from './data-table';

const REASONS: Record<LedgerEntry['reason'], string> = {
  startsaldo: 'Startsaldo',
  inwisseling: 'Ingewisseld bij bestelling',
  verdiend: 'Verdiend met bestelling',
  teruggeboekt: 'Teruggeboekt na annulering',
  correctie: 'Correctie door Warmteportaal',
  installatie: 'Installatie geregistreerd',
  retour: 'Teruggenomen na retour',
};

/** What an entry was for: its reason, its order, and for a return the credit note. */
function description(entry: LedgerEntry, withNotes: boolean): string {
  const order = entry.orderNumber ? ` ${entry.orderNumber}` : '';
  if (entry.reason === 'retour' && entry.creditNoteNumber) {
    return `${REASONS.retour}${order}, creditfactuur ${entry.creditNoteNumber}`;
  }
  return REASONS[entry.reason] + order + (withNotes && entry.note ? `: ${entry.note}` : '');
}
const signed = new Intl.NumberFormat('nl-NL', { signDisplay: 'exceptZero' });

function columns(withNotes: boolean): Column<LedgerEntry>[] {
  return [
    { header: 'Datum', cell: (entry) => formatDate(entry.createdAt) },
    { header: 'Omschrijving', cell: (entry) => description(entry, withNotes) },
    {
      header: 'Collega',
      // A correction is Warmteportaal's, not a colleague's doing: no name beside it.
      cell: (entry) => (entry.reason === 'correctie' ? '' : (entry.memberName ?? '')),
    },
    { header: 'Punten', align: 'amount', cell: (entry) => signed.format(entry.amount) },
  ];
}

/**
 * Every change to a firm's points balance: date, what it was for, the colleague who earned or
 * spent them and the points added or taken. `withNotes` adds the back-office's reason of a
 * correction.
 */
export function PointsLedgerTable({
  entries,
  caption,
  withNotes = false,
}: {
  entries: LedgerEntry[];
  caption: string;
  withNotes?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns(withNotes)}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}
