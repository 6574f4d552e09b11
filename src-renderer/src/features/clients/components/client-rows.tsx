import type { ComponentProps, ReactNode } from 'react';
import { PagedList } from '@/components/query-states';
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

/** A paged list of the client's records (offertes, orders, calculations), a card each. */
export function ClientPagedRows<T extends { id: string }>({
  row,
  ...list
}: Omit<ComponentProps<typeof PagedList<T>>, 'children'> & { row: (item: T) => ReactNode }) {
  return <PagedList {...list}>{(items) => <ClientRows items={items}>{row}</ClientRows>}</PagedList>;
}
