import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { OrderDetail } from '@/features/admin/components/order-detail';
import { OrderList } from '@/features/admin/components/order-list';
import { ProductEditor } from '@/features/admin/components/product-editor';
import { ProductList } from '@/features/admin/components/product-list';
import { UserEditor } from '@/features/admin/components/user-editor';
import { UserList } from '@/features/admin/components/user-list';

/** A section's list page: its heading, what it lists, and the list. */
function listPage(title: string, intro: string, List: ComponentType): ComponentType {
  return function ListPage() {
    return (
      <Page title={title} intro={intro}>
        <List />
      </Page>
    );
  };
}

/** One record of a section, by the `:id` in the address (none for a new one), each afresh. */
function recordPage(Record: ComponentType<{ id: string }>): ComponentType {
  return function RecordPage() {
    const { id = '' } = useParams();
    return <Record key={id} id={id} />;
  };
}

/** The back-office's sections with a list and a page per record (orders, products, users). */
export const AdminOrdersPage = listPage(
  'Bestellingen',
  'Alle bestellingen van alle klanten.',
  OrderList,
);
export const AdminOrderPage = recordPage(OrderDetail);
export const AdminProductsPage = listPage(
  'Producten',
  'De catalogus: toevoegen, wijzigen, archiveren, importeren.',
  ProductList,
);
export const AdminProductPage = recordPage(ProductEditor);
export const AdminUsersPage = listPage(
  'Gebruikers',
  'Installateurs, dealers en beheerders.',
  UserList,
);
export const AdminUserPage = recordPage(UserEditor);
