import { useInfiniteQuery } from '@tanstack/react-query';
import { EmailAddresses } from '@/components/email-address';
import { FormError } from '@/components/form-error';
import { optionsOf } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime } from '@/lib/dates';
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type CaughtMailSummary,
  type OutboxItem,
} from '@shared/schemas/mail';
import { useAdminMutation } from '../api/admin-mutation';
import { outboxQuery, receivedQuery, retryMail } from '../api/mail';

/** What the local SMTP catcher received, newest first; `Bekijken` opens one below. */
export function ReceivedMailList({ onOpen }: { onOpen: (id: string) => void }) {
  const query = useInfiniteQuery(receivedQuery());
  return (
    <ListScaffold<CaughtMailSummary>
      query={query}
      empty="Nog geen berichten ontvangen."
      table={{
        caption: 'Verzonden berichten',
        columns: [
          {
            header: 'Onderwerp',
            primary: true,
            cell: (mail) => mail.subject || '(geen onderwerp)',
          },
          { header: 'Aan', cell: (mail) => <EmailAddresses list={mail.to} /> },
          { header: 'Ontvangen', cell: (mail) => formatDateTime(mail.receivedAt) },
          {
            header: 'Bijlagen',
            cell: (mail) => mail.attachments.map((a) => a.filename).join(', ') || '—',
          },
          {
            header: 'Bericht',
            cell: (mail) => (
              <button
                type="button"
                className="button"
                aria-label={`Bekijken: ${mail.subject}`}
                onClick={() => onOpen(mail.id)}
              >
                Bekijken
              </button>
            ),
          },
        ],
      }}
    />
  );
}

function RetryButton({ mail }: { mail: OutboxItem }) {
  const retry = useAdminMutation(retryMail(mail.id), {
    done: () => `${mail.subject}: wordt opnieuw verstuurd.`,
  });
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={retry.isPending}
        aria-label={`Opnieuw versturen: ${mail.subject}`}
        onClick={() => retry.mutate(undefined)}
      >
        Opnieuw versturen
      </button>
      <FormError message={retry.error?.message} />
    </>
  );
}

const STATUS_OPTIONS = [
  ['alle', 'Alle berichten'] as const,
  ...optionsOf(MAIL_STATUSES, MAIL_STATUS_LABELS),
];

/** The outbox with each message's status; failed ones with their error and a retry. */
export function OutboxList() {
  const shown = useUrlFilters().get('status', 'alle');
  const query = useInfiniteQuery(outboxQuery({ status: shown === 'alle' ? undefined : shown }));
  return (
    <ListScaffold<OutboxItem>
      filters={
        <FilterSelect label="Status" param="status" fallback="alle" options={STATUS_OPTIONS} />
      }
      query={query}
      empty="Geen berichten met deze status."
      table={{
        caption: 'Wachtrij',
        columns: [
          { header: 'Onderwerp', primary: true, cell: (mail) => mail.subject },
          { header: 'Aan', cell: (mail) => <EmailAddresses list={mail.to} /> },
          { header: 'Aangemaakt', cell: (mail) => formatDateTime(mail.createdAt) },
          { header: 'Status', cell: (mail) => MAIL_STATUS_LABELS[mail.status] },
          { header: 'Pogingen', cell: (mail) => mail.attempts, align: 'amount' },
          {
            header: 'Fout',
            cell: (mail) =>
              mail.lastError ? (
                <>
                  {mail.lastError}
                  {mail.nextAttemptAt ? (
                    <span className="admin-muted">
                      {' '}
                      Volgende poging: {formatDateTime(mail.nextAttemptAt)}
                    </span>
                  ) : (
                    <span className="admin-muted"> Opgegeven.</span>
                  )}
                </>
              ) : (
                '—'
              ),
          },
          {
            header: 'Actie',
            cell: (mail) => (mail.status === 'mislukt' ? <RetryButton mail={mail} /> : null),
          },
        ],
      }}
    />
  );
}
