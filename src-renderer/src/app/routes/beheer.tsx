import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminShell } from '@/features/admin/components/admin-layout';
import { page } from '../lazy-page';
import { NotFoundPage } from './not-found';

/** Orders, products and users: one chunk, each a list and a page per record. */
const sections = () => import('./beheer-secties');

/**
 * The back-office's pages below /beheer, each module its own chunk. Registering one more page is
 * one line here, e.g. the support tickets:
 * { path: 'vragen', Component: page(() => import('./beheer-vragen'), 'AdminTicketsPage') },
 */
const ADMIN_PAGES: { path: string; Component: ComponentType }[] = [
  { path: 'bestellingen', Component: page(sections, 'AdminOrdersPage') },
  { path: 'bestellingen/:id', Component: page(sections, 'AdminOrderPage') },
  { path: 'facturen', Component: page(() => import('./beheer-facturen'), 'AdminInvoicesPage') },
  { path: 'producten', Component: page(sections, 'AdminProductsPage') },
  { path: 'producten/nieuw', Component: page(sections, 'AdminProductPage') },
  { path: 'producten/:id', Component: page(sections, 'AdminProductPage') },
  { path: 'gebruikers', Component: page(sections, 'AdminUsersPage') },
  { path: 'gebruikers/:id', Component: page(sections, 'AdminUserPage') },
  { path: 'bedrijven', Component: page(() => import('./beheer-bedrijven'), 'AdminCompaniesPage') },
  {
    path: 'aanvragen',
    Component: page(() => import('./beheer-aanvragen'), 'AdminApplicationsPage'),
  },
  { path: 'berichten', Component: page(() => import('./beheer-berichten'), 'AdminMessagesPage') },
  { path: 'vragen', Component: page(() => import('./beheer-vragen'), 'AdminTicketsPage') },
  { path: 'e-mail', Component: page(() => import('./beheer-e-mail'), 'AdminMailPage') },
  { path: 'logboek', Component: page(() => import('./beheer-logboek'), 'AdminAuditPage') },
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
