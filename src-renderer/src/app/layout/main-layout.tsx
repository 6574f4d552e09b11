import { RouteFocus } from '@/components/route-focus';
import { UpdatePrompt } from '@/components/update-prompt';
import { CONTENT_ID, PageShell } from './page-shell';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <PageShell
      className="app-shell"
      above={
        <>
          <RouteFocus within={`#${CONTENT_ID}`} />
          <SiteHeader />
          <UpdatePrompt />
        </>
      }
      below={<SiteFooter />}
    />
  );
}
