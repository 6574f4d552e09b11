import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';
import { CatalogueBrowserSlot } from './catalogue-browser-slot';

export function CataloguePage() {
  const { user } = useAuth();
  return (
    <Page
      title="Catalogus"
      intro={
        user
          ? 'Je ziet de adviesprijs, de installateursprijs en jouw prijs, allemaal exclusief btw.'
          : 'Adviesprijzen exclusief btw. Log in om je installateursprijs en korting te zien.'
      }
    >
      <CatalogueBrowserSlot />
    </Page>
  );
}
