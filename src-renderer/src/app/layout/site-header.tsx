import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { ConnectionStatus } from '@/components/connection-status';
import { NavMenu, type MenuLink } from '@/components/nav-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { withQueries } from '@/lib/lazy-queries';
import { CartIndicator } from '@/features/cart/components/cart-indicator';
import { isDesktop } from '@/lib/platform';
import { mayDo, type CompanyAction } from '@shared/domain/company';
import { requestLock } from '@/features/auth/lock-settings';

// The unread marker asks the API with a zod schema and TanStack Query; loaded on demand, it
// keeps both off the first page of visitors who are not signed in.
const UnreadAnswersMarker = lazy(
  withQueries(() =>
    import('@/features/support/components/unread-marker').then(
      (module) => module.UnreadAnswersMarker,
    ),
  ),
);

// Accepted offertes nobody opened yet: loaded on demand, like the marker above.
const OfferteNewsMarker = lazy(
  withQueries(() =>
    import('@/features/offertes/components/offerte-news').then(
      (module) => module.OfferteNewsMarker,
    ),
  ),
);

// Orders waiting for this member's approval: `Goedkeuren (2)`, loaded like the markers above.
const ApprovalCountMarker = lazy(
  withQueries(() =>
    import('@/features/company/components/approval-count').then(
      (module) => module.ApprovalCountMarker,
    ),
  ),
);

// Desktop only, and with zod: never part of the web's first page. It also sends the queue.
const QueueStatus = lazy(
  withQueries(() => import('./queue-status').then((module) => module.QueueStatus)),
);

// Desktop only: the shared counter PC's lock.
const ScreenLock = lazy(() =>
  import('@/features/auth/components/screen-lock').then((module) => ({
    default: module.ScreenLock,
  })),
);

const publicLinks = [
  { to: paths.catalogue, label: 'Catalogus' },
  { to: paths.heatPumps, label: 'Warmtepompen' },
  { to: paths.about, label: 'Over ons' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.becomeDealer, label: 'Dealer worden' },
];

/** The portal's pages; those tied to a company action show only to roles that may do it. */
const portalLinks: { to: string; label: string; action?: CompanyAction }[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.orders, label: 'Bestellingen' },
  { to: paths.quickOrder, label: 'Snel bestellen', action: 'bestellen' },
  { to: paths.orderLists, label: 'Bestellijsten', action: 'bestellen' },
  { to: paths.invoices, label: 'Facturen', action: 'facturen' },
  { to: paths.calculator, label: 'Calculator' },
  { to: paths.clients, label: 'Klanten' },
  { to: paths.offertes, label: 'Offertes', action: 'offertes' },
  { to: paths.approvals, label: 'Goedkeuren', action: 'goedkeuren' },
  { to: paths.downloads, label: 'Documenten' },
  { to: paths.support, label: 'Klantenservice' },
  { to: paths.company, label: 'Bedrijf' },
  { to: paths.settings, label: 'Instellingen' },
];

export function SiteHeader() {
  const { user, profile, logout } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  /** The portal's links this user may follow, with their news markers. */
  function portalMenu(): MenuLink[] {
    const role = profile?.role;
    return [
      ...portalLinks
        .filter(
          (link) =>
            !link.action || !profile?.companyRole || mayDo(profile.companyRole, link.action),
        )
        .map((link) => ({
          to: link.to,
          label: (
            <>
              {link.label}
              {link.to === paths.support ? (
                <Suspense fallback={null}>
                  <UnreadAnswersMarker />
                </Suspense>
              ) : null}
              {link.to === paths.offertes ? (
                <Suspense fallback={null}>
                  <OfferteNewsMarker />
                </Suspense>
              ) : null}
              {link.to === paths.approvals ? (
                <Suspense fallback={null}>
                  <ApprovalCountMarker />
                </Suspense>
              ) : null}
            </>
          ),
        })),
      ...(role === 'dealer' || role === 'admin' ? [{ to: paths.counter, label: 'Balie' }] : []),
      ...(role === 'admin' ? [{ to: paths.admin, label: 'Beheer' }] : []),
    ];
  }

  async function handleLogout() {
    await logout();
    toast.success('Je bent uitgelogd.', { nextPage: true });
    navigate(paths.home);
  }

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to={paths.home} className="brand" aria-label="Warmteportaal, naar de startpagina">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Warmteportaal</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="hoofdmenu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Menu
        </button>
        <NavMenu
          id="hoofdmenu"
          label="Hoofdmenu"
          className={menuOpen ? 'nav open' : 'nav'}
          links={publicLinks}
          onNavigate={() => setMenuOpen(false)}
        />
        <div className="header-actions">
          <ConnectionStatus />
          {user ? (
            <>
              {isDesktop() ? (
                <>
                  <Suspense fallback={null}>
                    <QueueStatus owner={user.uid} />
                    <ScreenLock
                      key={user.uid}
                      uid={user.uid}
                      email={user.email ?? ''}
                      onSwitchUser={() => void handleLogout()}
                    />
                  </Suspense>
                  <button type="button" className="button button-ghost" onClick={requestLock}>
                    Vergrendelen
                  </button>
                </>
              ) : null}
              <CartIndicator />
              <button type="button" className="button button-ghost" onClick={handleLogout}>
                Uitloggen
              </button>
            </>
          ) : (
            <Link to={paths.login} className="button button-primary">
              Inloggen
            </Link>
          )}
        </div>
      </div>
      {user ? <NavMenu label="Mijn portaal" className="portal-nav" links={portalMenu()} /> : null}
    </header>
  );
}
