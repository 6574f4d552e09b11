import { EmailAddress } from '@/components/email-address';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatPercent } from '@shared/domain/money';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { useState } from 'react';
import { Facts } from '@/components/facts';
import { FormError } from '@/components/form-error';
import { NumberField, optionsOf, TextAreaField, type SelectOption } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime } from '@/lib/dates';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  rejectApplicationSchema,
  type DealerApplication,
} from '@shared/schemas/admin/inbox';
import { useAdminMutation } from '../api/admin-mutation';
import { applicationsQuery, decideApplication } from '../api/inbox';
import { discountInput, problemOf } from '../form-schemas';
import { AuditLog } from './audit-log';
import { PasswordLink } from '@/components/password-link';

function ApplicationCard({
  application,
  onApproved,
}: {
  application: DealerApplication;
  onApproved: (link: string) => void;
}) {
  const decide = useAdminMutation(decideApplication(application.id), {
    done: (_result, decision) =>
      decision.approve ? `${application.companyName} is nu dealer.` : 'Aanvraag afgewezen.',
  });
  const [discount, setDiscount] = useState('15');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const headingId = `aanvraag-${application.id}`;

  function approve() {
    const checked = discountInput.safeParse(discount);
    setProblem(problemOf(checked));
    if (!checked.success) return;
    decide.mutate(
      { approve: true, discount: checked.data },
      {
        onSuccess: (result) => onApproved(result.passwordLink),
      },
    );
  }
  function reject() {
    const checked = rejectApplicationSchema.shape.reason.safeParse(reason);
    setProblem(problemOf(checked));
    if (!checked.success) return;
    decide.mutate({ approve: false, reason: checked.data });
  }

  return (
    <article
      className={`admin-card${application.status === 'nieuw' ? ' unread' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{application.companyName}</h2>
      <p className="admin-muted">
        {APPLICATION_STATUS_LABELS[application.status]} · ontvangen{' '}
        {formatDateTime(application.createdAt)}
      </p>
      <Facts
        facts={[
          ['Contactpersoon', application.contactName],
          [
            'E-mailadres',
            <a href={`mailto:${application.email}`}>
              <EmailAddress address={application.email} />
            </a>,
          ],
          ['Telefoon', formatDutchPhone(application.phone)],
          ['KvK-nummer', application.kvkNumber],
          ['Btw-nummer', application.btwId],
          ['Opmerkingen', application.remarks],
          ['Reden van afwijzing', application.rejectionReason],
          [
            'Dealerkorting',
            application.discount === undefined ? '' : formatPercent(application.discount),
          ],
        ]}
      />
      {application.status === 'nieuw' ? (
        <div className="admin-form">
          <NumberField
            label="Dealerkorting (%)"
            value={discount}
            onChange={(event) => setDiscount(event.target.value)}
          />
          {rejecting ? (
            <TextAreaField
              label="Reden van afwijzing"
              rows={2}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
          <FormError message={problem || decide.error?.message} />
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

const SHOWN: SelectOption[] = [
  ...optionsOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS),
  ['alle', 'Alle aanvragen'],
];

/** Dealer applications, new ones first by default; the filter lives in the URL. */
export function ApplicationList() {
  const status = useUrlFilters().get('status', 'nieuw');
  const query = useInfiniteQuery(
    applicationsQuery({ status: status === 'alle' ? undefined : status }),
  );
  // Kept here: an approved application leaves the list of new ones, its link must stay.
  const [approved, setApproved] = useState<{ email: string; link: string } | null>(null);
  return (
    <>
      {approved ? <PasswordLink link={approved.link} email={approved.email} /> : null}
      <ListScaffold
        filters={<FilterSelect label="Tonen" param="status" fallback="nieuw" options={SHOWN} />}
        query={query}
        empty="Geen aanvragen in deze lijst."
        card={(application) => (
          <ApplicationCard
            application={application}
            onApproved={(link) => setApproved({ email: application.email, link })}
          />
        )}
      />
    </>
  );
}
