import { Page } from '@/components/page';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { MailMessage } from '@/features/admin/components/mail-message';
import { OutboxList, ReceivedMailList } from '@/features/admin/components/mail-lists';

/**
 * Outgoing e-mail (/beheer/e-mail): every message the local SMTP catcher received, each as it
 * was sent (`?bericht=` opens one), and the outbox with failed messages and their error.
 */
export function AdminMailPage() {
  const filter = useUrlFilters();
  const open = filter.get('bericht');
  return (
    <Page
      title="E-mail"
      intro="Wat het portaal verstuurt. Lokaal vangt een SMTP-catcher elk bericht op; mislukte berichten staan in de wachtrij met hun fout."
    >
      <section aria-labelledby="ontvangen-titel" className="mail-section">
        <h2 id="ontvangen-titel">Verzonden berichten</h2>
        <ReceivedMailList onOpen={(id) => filter.set('bericht', id)} />
        {open ? <MailMessage id={open} /> : null}
      </section>
      <section aria-labelledby="wachtrij-titel" className="mail-section">
        <h2 id="wachtrij-titel">Wachtrij</h2>
        <OutboxList />
      </section>
    </Page>
  );
}
