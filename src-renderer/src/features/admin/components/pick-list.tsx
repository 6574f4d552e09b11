import { DELIVERY_LABELS } from '@shared/domain/rules';
import type { AdminOrder } from '@shared/schemas/admin/orders';

/** What the warehouse picks: products, model numbers and quantities, no prices. */
export function PickList({ order }: { order: AdminOrder }) {
  return (
    <section className="pick-list" aria-label="Paklijst">
      <h2>Paklijst {order.number}</h2>
      <p>
        {order.customer.company || order.customer.name} · {DELIVERY_LABELS[order.delivery]}
        {order.address ? `: ${order.address}` : ''}
        {order.reference ? ` · Referentie: ${order.reference}` : ''}
      </p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Gepakt</th>
            <th scope="col">Aantal</th>
            <th scope="col">Typenummer</th>
            <th scope="col">Product</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>☐</td>
              <td>{line.quantity}</td>
              <td>{line.modelNumber}</td>
              <td>{line.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
