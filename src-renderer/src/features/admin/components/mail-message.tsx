import { useQuery } from '@tanstack/react-query';
import { EmailAddresses } from '@/components/email-address';
import { FormError, errorMessage } from '@/components/form-error';
import { QueryStates } from '@/components/query-states';
import { apiDownload } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useState } from 'react';
import { receivedAttachmentPath, receivedMailQuery } from '../api/mail';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/**
 * One caught message as it was sent: sender, recipient, subject, the HTML (in a sandboxed
 * frame: no scripts, no access to the portal), the plain text and the attachments.
 */
export function MailMessage({ id }: { id: string }) {
  const query = useQuery(receivedMailQuery(id));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const mail = query.data;
  return (
    <QueryStates
      query={query}
      isEmpty={!mail}
      empty="Dit bericht bestaat niet meer."
      what="Het bericht"
      one
    >
      {mail ? (
        <article className="admin-card mail-message" aria-labelledby="mail-onderwerp">
          <h3 id="mail-onderwerp">{mail.subject || '(geen onderwerp)'}</h3>
          <dl className="definition-list">
            <dt>Aan</dt>
            <dd>
              <EmailAddresses list={mail.to} />
            </dd>
            <dt>Van</dt>
            <dd>
              <EmailAddresses list={mail.from} />
            </dd>
            {mail.replyTo ? (
              <>
                <dt>Antwoorden naar</dt>
                <dd>
                  <EmailAddresses list={mail.replyTo} />
                </dd>
              </>
            ) : null}
            <dt>Ontvangen</dt>
            <dd>{formatDateTime(mail.receivedAt)}</dd>
          </dl>
          <h4>HTML</h4>
          <iframe
            className="mail-html"
            title={`HTML van het bericht ${mail.subject}`}
            sandbox=""
            srcDoc={mail.html}
          />
          <h4>Tekst</h4>
          <pre className="mail-text">{mail.text}</pre>
          {mail.attachments.length > 0 ? (
            <>
              <h4>Bijlagen</h4>
              <ul>
                {mail.attachments.map((attachment, index) => (
                  <li key={`${attachment.filename}-${index}`}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setDownloadError(null);
                        apiDownload(
                          receivedAttachmentPath(mail.id, index),
                          attachment.filename,
                        ).catch((error: unknown) =>
                          setDownloadError(
                            errorMessage(error, 'De bijlage kon niet worden gedownload.'),
                          ),
                        );
                      }}
                    >
                      {attachment.filename}
                    </button>{' '}
                    <span className="admin-muted">({kilobytes(attachment.size)})</span>
                  </li>
                ))}
              </ul>
              <FormError message={downloadError} />
            </>
          ) : null}
        </article>
      ) : null}
    </QueryStates>
  );
}
