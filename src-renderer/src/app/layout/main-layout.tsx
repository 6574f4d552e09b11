import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { RouteFocus } from '@/components/route-focus';
import { ScrollToTop } from '@/components/scroll-to-top';
import { UpdatePrompt } from '@/components/update-prompt';
import { PageSpinner } from '@/components/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a href="#inhoud" className="skip-link">
        Naar de inhoud
      </a>
      <ScrollToTop />
      <RouteFocus within="#inhoud" />
      <SiteHeader />
      <UpdatePrompt />
      <main id="inhoud" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
