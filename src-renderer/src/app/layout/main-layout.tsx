import { RouteFocus } from '@/components/route-focus';
import { ScrollToTop } from '@/components/scroll-to-top';
import { UpdatePrompt } from '@/components/update-prompt';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
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
        <PageOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
