import { EmailAddress } from '@/components/email-address';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormError } from '@/components/form-error';
import type { SelectOption } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime } from '@/lib/dates';
import type { ContactMessage } from '@shared/schemas/admin/inbox';
import { useAdminMutation } from '../api/admin-mutation';
import { markMessage, messagesQuery } from '../api/inbox';

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useAdminMutation(markMessage(message.id), {
    done: (_answer, read) => (read ? 'Gemarkeerd als gelezen.' : 'Gemarkeerd als ongelezen.'),
  });
  const headingId = `bericht-${message.id}`;
  return (
    <article className={`admin-card${message.read ? '' : ' unread'}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{message.subject || 'Bericht zonder onderwerp'}</h2>
      <p className="admin-muted">
        {message.read ? 'Gelezen' : 'Ongelezen'} · {message.name} ·{' '}
        <a href={`mailto:${message.email}`}>
          <EmailAddress address={message.email} />
        </a>{' '}
        · {formatDateTime(message.createdAt)}
      </p>
      <p className="message-text">{message.message}</p>
      <FormError message={mark.error?.message} />
      <button
        type="button"
        className="button"
        disabled={mark.isPending}
        onClick={() => mark.mutate(!message.read)}
      >
        {message.read ? 'Markeer als ongelezen' : 'Markeer als gelezen'}
      </button>
    </article>
  );
}

const SHOWN: SelectOption[] = [
  ['nee', 'Ongelezen'],
  ['ja', 'Gelezen'],
  ['alle', 'Alle berichten'],
];

/** Messages of the contact form, unread first by default; the filter lives in the URL. */
export function MessageList() {
  const shown = useUrlFilters().get('gelezen', 'nee');
  const query = useInfiniteQuery(messagesQuery({ gelezen: shown === 'alle' ? undefined : shown }));
  return (
    <ListScaffold
      filters={<FilterSelect label="Tonen" param="gelezen" fallback="nee" options={SHOWN} />}
      query={query}
      empty="Geen berichten in deze lijst."
      card={(message) => <MessageCard message={message} />}
    />
  );
}
