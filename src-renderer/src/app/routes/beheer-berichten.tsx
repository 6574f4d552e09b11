import { Page } from '@/components/page';
import { MessageList } from '@/features/admin/components/message-list';

export function AdminMessagesPage() {
  return (
    <Page title="Berichten" intro="Berichten van het contactformulier.">
      <MessageList />
    </Page>
  );
}
