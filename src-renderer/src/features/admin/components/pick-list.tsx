import { DELIVERY_LABELS } from '@shared/domain/rules';
import { DataTable, type Column } from '@/components/data-table';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { firmName } from '@shared/domain/display-name';

const columns: Column<AdminOrder['lines'][number]>[] = [
  { header: 'Gepakt', cell: () => '☐' },
  { header: 'Aantal', cell: (line) => line.quantity },
  { header: 'Typenummer', cell: (line) => line.modelNumber },
  { header: 'Product', cell: (line) => line.name },
];

/** What the warehouse picks: products, model numbers and quantities, no prices. */
export function PickList({ order }: { order: AdminOrder }) {
  return (
    <section className="pick-list" aria-label="Paklijst">
      <h2>Paklijst {order.number}</h2>
      <p>
        {firmName(order.customer)} · {DELIVERY_LABELS[order.delivery]}
        {order.address ? `: ${order.address}` : ''}
        {order.reference ? ` · Referentie: ${order.reference}` : ''}
      </p>
      <DataTable
        caption={`Paklijst ${order.number}`}
        cards={false}
        columns={columns}
        rows={order.lines}
        rowKey={(line) => line.productId}
      />
      {order.notes ? <p>Opmerkingen: {order.notes}</p> : null}
    </section>
  );
}

/** Prints only the pick list of the page. */
export function printPickList(): void {
  document.body.classList.add('printing-pick-list');
  const done = () => {
    document.body.classList.remove('printing-pick-list');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
