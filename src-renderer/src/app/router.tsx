import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { startCatalogueRequest } from '@/features/catalogue/api/products-query';
import { AdminGate } from './admin-gate';
import { DesktopStart } from './desktop-start';
import { page } from './lazy-page';
import { HomeownerLayout } from './layout/homeowner-layout';
import { MainLayout } from './layout/main-layout';

// Pages without server state load without TanStack Query: home is a visitor's first page.
const HomePage = page(() => import('./routes/home'), 'HomePage', { serverState: false });
/**
 * A catalogue page: its first products are requested while its code loads, not after, and it
 * shows its heading at once while the browser with its server state loads inside it
 * (routes/catalogue-browser-slot.tsx).
 */
function cataloguePage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return page(
    () => {
      startCatalogueRequest();
      return load();
    },
    name,
    { serverState: false },
  );
}
const ProductsPage = cataloguePage(() => import('./routes/products'), 'ProductsPage');
const CataloguePage = cataloguePage(() => import('./routes/catalogus'), 'CataloguePage');
const HeatPumpsPage = page(() => import('./routes/warmtepompen'), 'HeatPumpsPage', {
  serverState: false,
});
const AboutPage = page(() => import('./routes/over-ons'), 'AboutPage', { serverState: false });
const ContactPage = page(() => import('./routes/contact'), 'ContactPage');
const BecomeDealerPage = page(() => import('./routes/dealer-worden'), 'BecomeDealerPage');
const LoginPage = page(() => import('./routes/login'), 'LoginPage');
const DashboardPage = page(() => import('./routes/dashboard'), 'DashboardPage');
const OrdersPage = page(() => import('./routes/orders'), 'OrdersPage');
const InvoicesPage = page(() => import('./routes/facturen'), 'InvoicesPage');
const CalculatorPage = page(() => import('./routes/calculator'), 'CalculatorPage');
const SupportPage = page(() => import('./routes/support'), 'SupportPage');
const DownloadsPage = page(() => import('./routes/downloads'), 'DownloadsPage');
const SettingsPage = page(() => import('./routes/settings'), 'SettingsPage');
const BusinessDetailsPage = page(() => import('./routes/business-details'), 'BusinessDetailsPage');
const ClientsPage = page(() => import('./routes/clients'), 'ClientsPage');
const ClientPage = page(() => import('./routes/client'), 'ClientPage');
const InstallationDossierPage = page(
  () => import('./routes/installation-dossier'),
  'InstallationDossierPage',
);
const OffertesPage = page(() => import('./routes/offertes'), 'OffertesPage');
const OffertePage = page(() => import('./routes/offerte'), 'OffertePage');
const NewOffertePage = page(() => import('./routes/offerte-nieuw'), 'NewOffertePage');
const OfferteLinkPage = page(() => import('./routes/offerte-link'), 'OfferteLinkPage');
const TicketPage = page(() => import('./routes/ticket'), 'TicketPage');
const CartPage = page(() => import('./routes/cart'), 'CartPage');
const QuickOrderPage = page(() => import('./routes/snel-bestellen'), 'QuickOrderPage');
const OrderListsPage = page(() => import('./routes/bestellijsten'), 'OrderListsPage');
const OrderListPage = page(() => import('./routes/bestellijst'), 'OrderListPage');
const ProductPage = page(() => import('./routes/product'), 'ProductPage');
const ComparePage = page(() => import('./routes/vergelijken'), 'ComparePage');
const CheckoutPage = page(() => import('./routes/checkout'), 'CheckoutPage');
const CounterPage = page(() => import('./routes/balie'), 'CounterPage');
const OrderPage = page(() => import('./routes/order'), 'OrderPage');
const CompanyPage = page(() => import('./routes/bedrijf'), 'CompanyPage');
const ApprovalsPage = page(() => import('./routes/goedkeuren'), 'ApprovalsPage');
const SetPasswordPage = page(() => import('./routes/wachtwoord-instellen'), 'SetPasswordPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage', {
  serverState: false,
});

/** The back-office: its route table and pages load only for admins (routes/beheer.tsx). */
const AdminRoutes = page(() => import('./routes/beheer'), 'AdminRoutes');

function protectedPage(Component: ComponentType) {
  return (
    <ProtectedRoute>
      <Component />
    </ProtectedRoute>
  );
}

export const routes: RouteObject[] = [
  {
    // The homeowner's pages: the installer's name only, none of the portal's navigation.
    element: <HomeownerLayout />,
    children: [{ path: '/offerte/:token', element: <OfferteLinkPage /> }],
  },
  {
    element: <MainLayout />,
    children: [
      {
        path: paths.home,
        element: (
          <DesktopStart>
            <HomePage />
          </DesktopStart>
        ),
      },
      { path: paths.products, element: <ProductsPage /> },
      { path: paths.catalogue, element: <CataloguePage /> },
      { path: `${paths.catalogue}/:id`, element: <ProductPage /> },
      { path: paths.heatPumps, element: <HeatPumpsPage /> },
      { path: paths.compare, element: <ComparePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.becomeDealer, element: <BecomeDealerPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.setPassword, element: <SetPasswordPage /> },
      { path: paths.dashboard, element: protectedPage(DashboardPage) },
      { path: paths.orders, element: protectedPage(OrdersPage) },
      { path: `${paths.orders}/:id`, element: protectedPage(OrderPage) },
      { path: paths.invoices, element: protectedPage(InvoicesPage) },
      { path: paths.checkout, element: protectedPage(CheckoutPage) },
      { path: paths.calculator, element: protectedPage(CalculatorPage) },
      { path: paths.support, element: protectedPage(SupportPage) },
      { path: `${paths.support}/:id`, element: protectedPage(TicketPage) },
      { path: paths.downloads, element: protectedPage(DownloadsPage) },
      { path: paths.settings, element: protectedPage(SettingsPage) },
      { path: paths.businessDetails, element: protectedPage(BusinessDetailsPage) },
      { path: paths.clients, element: protectedPage(ClientsPage) },
      { path: `${paths.clients}/:id`, element: protectedPage(ClientPage) },
      {
        path: `${paths.clients}/:id/installaties/:installationId/dossier`,
        element: protectedPage(InstallationDossierPage),
      },
      { path: paths.offertes, element: protectedPage(OffertesPage) },
      { path: paths.newOfferte, element: protectedPage(NewOffertePage) },
      { path: `${paths.offertes}/:id`, element: protectedPage(OffertePage) },
      { path: paths.cart, element: protectedPage(CartPage) },
      { path: paths.quickOrder, element: protectedPage(QuickOrderPage) },
      { path: paths.orderLists, element: protectedPage(OrderListsPage) },
      { path: `${paths.orderLists}/:id`, element: protectedPage(OrderListPage) },
      { path: paths.counter, element: protectedPage(CounterPage) },
      { path: paths.company, element: protectedPage(CompanyPage) },
      { path: paths.approvals, element: protectedPage(ApprovalsPage) },
      { path: paths.shop, element: <Navigate to={paths.catalogue} replace /> },
      {
        path: `${paths.admin}/*`,
        element: (
          <ProtectedRoute>
            <AdminGate>
              <AdminRoutes />
            </AdminGate>
          </ProtectedRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
