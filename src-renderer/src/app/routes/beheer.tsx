import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminShell } from '@/features/admin/components/admin-layout';
import { page } from '../lazy-page';
import { NotFoundPage } from './not-found';

/**
 * The back-office's pages below /beheer, each its own chunk. Registering one more page is one
 * line here, e.g. the support tickets:
 * { path: 'vragen', Component: page(() => import('./beheer-vragen'), 'AdminTicketsPage') },
 */
const ADMIN_PAGES: { path: string; Component: ComponentType }[] = [
  {
    path: 'bestellingen',
    Component: page(() => import('./beheer-bestellingen'), 'AdminOrdersPage'),
  },
  {
    path: 'bestellingen/:id',
    Component: page(() => import('./beheer-bestellingen'), 'AdminOrderPage'),
  },
  { path: 'facturen', Component: page(() => import('./beheer-facturen'), 'AdminInvoicesPage') },
  { path: 'producten', Component: page(() => import('./beheer-producten'), 'AdminProductsPage') },
  {
    path: 'producten/nieuw',
    Component: page(() => import('./beheer-producten'), 'AdminProductPage'),
  },
  {
    path: 'producten/:id',
    Component: page(() => import('./beheer-producten'), 'AdminProductPage'),
  },
  { path: 'gebruikers', Component: page(() => import('./beheer-gebruikers'), 'AdminUsersPage') },
  { path: 'gebruikers/:id', Component: page(() => import('./beheer-gebruikers'), 'AdminUserPage') },
  {
    path: 'aanvragen',
    Component: page(() => import('./beheer-aanvragen'), 'AdminApplicationsPage'),
  },
  { path: 'berichten', Component: page(() => import('./beheer-berichten'), 'AdminMessagesPage') },
  { path: 'vragen', Component: page(() => import('./beheer-vragen'), 'AdminTicketsPage') },
  { path: 'e-mail', Component: page(() => import('./beheer-e-mail'), 'AdminMailPage') },
];

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to="bestellingen" replace />} />
        {ADMIN_PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
