import { useSearchParams } from 'react-router-dom';
import type { ContactMessage } from '@shared/schemas/admin/inbox';
import { useMessages } from '../api/get-messages';
import { useMarkMessage } from '../api/mark-message';
import { PagedList } from './query-states';
import { SelectField } from './select-field';

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkMessage(message.id);
  const headingId = `bericht-${message.id}`;
  return (
    <article className={`admin-card${message.read ? '' : ' unread'}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{message.subject || 'Bericht zonder onderwerp'}</h2>
      <p className="admin-muted">
        {message.read ? 'Gelezen' : 'Ongelezen'} · {message.name} ·{' '}
        <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
        {dateTime.format(new Date(message.createdAt))}
      </p>
      <p className="message-text">{message.message}</p>
      {mark.error ? (
        <p className="form-error" role="alert">
          {mark.error.message}
        </p>
      ) : null}
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

export function MessageList() {
  const [params, setParams] = useSearchParams();
  const filter = params.get('gelezen') ?? 'nee';
  const query = useMessages({ gelezen: filter === 'alle' ? undefined : filter });
  return (
    <>
      <div className="admin-filters">
        <SelectField
          label="Tonen"
          value={filter}
          onChange={(event) => setParams({ gelezen: event.target.value }, { replace: true })}
        >
          <option value="nee">Ongelezen</option>
          <option value="ja">Gelezen</option>
          <option value="alle">Alle berichten</option>
        </SelectField>
      </div>
      <PagedList query={query} empty="Geen berichten in deze lijst.">
        {(items) => (
          <div className="admin-grid">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
