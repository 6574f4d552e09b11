import { ScrollToTop } from '@/components/scroll-to-top';
import { PageOutlet } from './page-outlet';

/**
 * The shell of the pages a homeowner opens from their installer's mail: the installer's page
 * only, without the portal's header, menus, log-in, catalogue or footer (the page itself shows
 * the installer's name and logo).
 */
export function HomeownerLayout() {
  return (
    <div className="homeowner-shell">
      <a href="#inhoud" className="skip-link">
        Naar de inhoud
      </a>
      <ScrollToTop />
      <main id="inhoud" tabIndex={-1}>
        <PageOutlet />
      </main>
    </div>
  );
}
