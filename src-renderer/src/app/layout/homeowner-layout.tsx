import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { ScrollToTop } from '@/components/scroll-to-top';
import { PageSpinner } from '@/components/spinner';

/**
 * The shell of the pages a homeowner opens from their installer's mail: the installer's page
 * only, without the portal's header, menus, log-in, catalogue or footer (the page itself shows
 * the installer's name and logo).
 */
export function HomeownerLayout() {
  const { pathname } = useLocation();
  return (
    <div className="homeowner-shell">
      <a href="#inhoud" className="skip-link">
        Naar de inhoud
      </a>
      <ScrollToTop />
      <main id="inhoud" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
