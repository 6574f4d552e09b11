import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { errorMessage, FormError } from '@/components/form-error';
import { toast } from '@/components/toasts';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import type { Offerte } from '@shared/schemas/offerte';
import { downloadOffertePdf, useRevokeLink, useSendOfferte } from '../api/change-offerte';

/**
 * `Versturen` (the homeowner's link, shown once here and mailed to the client), the PDF,
 * revoking the link, and the earlier versions.
 */
export function SendPanel({ offerte }: { offerte: Offerte }) {
  const send = useSendOfferte(offerte.id);
  const revoke = useRevokeLink(offerte.id);
  const [link, setLink] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const answered = offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen';
  return (
    <section className="card" aria-labelledby="versturen-titel">
      <h2 id="versturen-titel">Versturen</h2>
      {offerte.status === 'concept' ? (
        <p className="hint">
          Sla je wijzigingen eerst op. Versturen maakt een link voor de klant
          {offerte.clientEmail ? ` en mailt die naar ${offerte.clientEmail}` : ''}.
        </p>
      ) : null}
      <div className="offerte-actions">
        {answered ? null : (
          <ActionButton
            request={send}
            className="button button-primary"
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (sent) => {
                  setLink(new URL(sent.link, window.location.origin).toString());
                  toast.success(`Offerte ${sent.offerte.number} is verstuurd.`);
                },
              })
            }
          >
            Versturen
          </ActionButton>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setPdfError(null);
            downloadOffertePdf(offerte).catch((error: unknown) =>
              setPdfError(errorMessage(error, 'De pdf kon niet worden gemaakt.')),
            );
          }}
        >
          Offerte (pdf)
        </button>
        {offerte.linkActive && !answered ? (
          <ActionButton
            request={revoke}
            className="button button-ghost"
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  toast.success('De link is ingetrokken.');
                },
              })
            }
          >
            Link intrekken
          </ActionButton>
        ) : null}
      </div>
      <FormError
        message={
          errorMessage(send.error, 'Versturen is mislukt. Probeer het opnieuw.') ??
          errorMessage(revoke.error, 'Intrekken is mislukt.') ??
          pdfError
        }
      />
      {link ? (
        <p>
          Link voor de klant:{' '}
          <a className="offerte-link" href={link} data-testid="offerte-link">
            {link}
          </a>
        </p>
      ) : null}
      {offerte.history.length > 0 ? (
        <>
          <h3>Eerdere versies</h3>
          <ul>
            {offerte.history.map((version) => (
              <li key={version.version}>
                Versie {version.version}
                {version.sentAt ? `, verstuurd ${formatDate(version.sentAt)}` : ''}:{' '}
                {formatEuro(version.totalInclVatCents)} incl. btw (niet meer te accepteren)
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
