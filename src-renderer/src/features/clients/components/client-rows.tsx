import type { ReactNode } from 'react';
import '../clients.css';

/** The rows of a list on the client page (orders, calculations): one card per record. */
export function ClientRows<T extends { id: string }>({
  items,
  children,
}: {
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="client-order-list">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
