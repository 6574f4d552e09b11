import { PageShell } from './page-shell';

/**
 * The shell of the pages a homeowner opens from their installer's mail: the installer's page
 * only, without the portal's header, menus, log-in, catalogue or footer (the page itself shows
 * the installer's name and logo).
 */
export function HomeownerLayout() {
  return <PageShell className="homeowner-shell" />;
}
