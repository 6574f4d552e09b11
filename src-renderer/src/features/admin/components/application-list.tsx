import { useState } from 'react';
import { toast } from '@/components/toasts';
import { useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type DealerApplication,
} from '@shared/schemas/admin/inbox';
import { useDecideApplication } from '../api/decide-application';
import { useApplications } from '../api/get-applications';
import { AuditLog } from './audit-log';
import { PasswordLink } from './copy-link';
import { PagedList } from './query-states';
import { SelectField } from './select-field';

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

function ApplicationCard({
  application,
  onApproved,
}: {
  application: DealerApplication;
  onApproved: (link: string) => void;
}) {
  const decide = useDecideApplication(application.id);
  const [discount, setDiscount] = useState('15');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const headingId = `aanvraag-${application.id}`;

  function approve() {
    const value = Number(discount.replace(',', '.'));
    if (discount.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
      setProblem('Vul een dealerkorting van 0 tot en met 100 % in.');
      return;
    }
    setProblem('');
    decide.mutate(
      { approve: true, discount: value },
      {
        onSuccess: (result) => {
          onApproved(result.passwordLink);
          toast.success(`${application.companyName} is nu dealer.`);
        },
      },
    );
  }
  function reject() {
    if (reason.trim().length < 3) {
      setProblem('Geef een reden op (minstens 3 tekens).');
      return;
    }
    setProblem('');
    decide.mutate(
      { approve: false, reason: reason.trim() },
      { onSuccess: () => toast.success('Aanvraag afgewezen.') },
    );
  }

  return (
    <article
      className={`admin-card${application.status === 'nieuw' ? ' unread' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{application.companyName}</h2>
      <p className="admin-muted">
        {APPLICATION_STATUS_LABELS[application.status]} · ontvangen{' '}
        {dateTime.format(new Date(application.createdAt))}
      </p>
      <dl className="definition-list">
        <dt>Contactpersoon</dt>
        <dd>{application.contactName}</dd>
        <dt>E-mailadres</dt>
        <dd>
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </dd>
        <dt>Telefoon</dt>
        <dd>{application.phone}</dd>
        <dt>KvK-nummer</dt>
        <dd>{application.kvkNumber}</dd>
        <dt>Btw-nummer</dt>
        <dd>{application.btwId}</dd>
        {application.remarks ? (
          <>
            <dt>Opmerkingen</dt>
            <dd>{application.remarks}</dd>
          </>
        ) : null}
        {application.rejectionReason ? (
          <>
            <dt>Reden van afwijzing</dt>
            <dd>{application.rejectionReason}</dd>
          </>
        ) : null}
        {application.discount !== undefined ? (
          <>
            <dt>Dealerkorting</dt>
            <dd>{application.discount.toLocaleString('nl-NL')} %</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'nieuw' ? (
        <div className="admin-form">
          <label className="field">
            Dealerkorting (%)
            <input
              inputMode="decimal"
              value={discount}
              onChange={(event) => setDiscount(event.target.value)}
            />
          </label>
          {rejecting ? (
            <label className="field">
              Reden van afwijzing
              <textarea
                rows={2}
                value={reason}
                maxLength={1000}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
          ) : null}
          {problem || decide.error ? (
            <p className="form-error" role="alert">
              {problem || decide.error?.message}
            </p>
          ) : null}
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button-primary"
              onClick={approve}
              disabled={decide.isPending}
            >
              Goedkeuren
            </button>
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              onClick={() => (rejecting ? reject() : setRejecting(true))}
            >
              Afwijzen
            </button>
          </div>
        </div>
      ) : (
        <details>
          <summary>Logboek</summary>
          <AuditLog entity="application" id={application.id} />
        </details>
      )}
    </article>
  );
}

export function ApplicationList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'nieuw';
  const query = useApplications({ status: status === 'alle' ? undefined : status });
  // Kept here: an approved application leaves the list of new ones, its link must stay.
  const [approved, setApproved] = useState<{ email: string; link: string } | null>(null);
  return (
    <>
      <div className="admin-filters">
        <SelectField
          label="Tonen"
          value={status}
          onChange={(event) => setParams({ status: event.target.value }, { replace: true })}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
          <option value="alle">Alle aanvragen</option>
        </SelectField>
      </div>
      {approved ? <PasswordLink link={approved.link} email={approved.email} /> : null}
      <PagedList query={query} empty="Geen aanvragen in deze lijst.">
        {(items) => (
          <div className="admin-grid">
            {items.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                onApproved={(link) => setApproved({ email: application.email, link })}
              />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
