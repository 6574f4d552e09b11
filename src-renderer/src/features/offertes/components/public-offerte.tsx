import { useState } from 'react';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { errorMessage, FormError } from '@/components/form-error';
import { TextAreaField, TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { apiUrl } from '@/lib/api-client';
import { formatDate, formatLongDateTime } from '@/lib/dates';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { OFFERTE_ACCEPTANCE_TEXT } from '@shared/domain/consumer-offerte';
import { formatEuro, formatPercent } from '@shared/domain/money';
import { formatIban } from '@shared/domain/seller';
import type { PublicOfferte } from '@shared/schemas/offerte';
import { downloadPublicPdf, useAnswerOfferte } from '../api/offerte-link';
import { OfferteTotals } from './offerte-totals';
import { WithdrawalSection } from './withdrawal-section';

const STATE_TEXT: Record<Exclude<PublicOfferte['state'], 'open'>, string> = {
  geaccepteerd: 'Deze offerte is geaccepteerd.',
  afgewezen: 'Deze offerte is afgewezen.',
  verlopen:
    'Deze offerte is verlopen en kan niet meer worden geaccepteerd. Neem contact op met de installateur voor een nieuwe offerte.',
  vervangen:
    'Er is een nieuwere versie van deze offerte. Deze versie kan niet meer worden geaccepteerd; vraag de installateur om de nieuwe link.',
};

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

/** The installer's own letterhead: logo and trade name, the page's first heading. */
export function HomeownerHeader({ offerte }: { offerte: PublicOfferte }) {
  const { installer } = offerte;
  return (
    <header className="homeowner-header">
      {installer.logoUrl ? (
        <img src={apiUrl(installer.logoUrl)} alt={`Logo van ${installer.name}`} />
      ) : null}
      <h1 tabIndex={-1}>{installer.name}</h1>
    </header>
  );
}

function Installer({ offerte }: { offerte: PublicOfferte }) {
  const { installer } = offerte;
  return (
    <div className="offerte-installer">
      <address>
        {installer.address}
        {installer.phone ? (
          <>
            <br />
            Tel. <a href={`tel:${installer.phone}`}>{formatDutchPhone(installer.phone)}</a>
          </>
        ) : null}
        {installer.email ? (
          <>
            <br />
            <a href={`mailto:${installer.email}`}>{installer.email}</a>
          </>
        ) : null}
        {installer.website ? (
          <>
            <br />
            {installer.website}
          </>
        ) : null}
        <br />
        <span className="hint">
          {[
            installer.kvkNumber ? `KvK ${installer.kvkNumber}` : '',
            installer.btwId ? `Btw-id ${installer.btwId}` : '',
            installer.iban ? `IBAN ${formatIban(installer.iban)}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </address>
    </div>
  );
}

const acceptSchema = z
  .object({ name: z.string().trim(), agree: z.boolean() })
  .refine((values) => values.name.length >= 2, { error: 'Vul uw naam in.', path: ['name'] })
  .refine((values) => values.agree, {
    error: 'Vink aan dat u akkoord gaat met de offerte en de voorwaarden.',
    path: ['agree'],
  });
const rejectSchema = z.object({ reason: z.string() });

function AnswerForms({ token }: { token: string }) {
  const answer = useAnswerOfferte(token);
  const acceptForm = useZodForm(acceptSchema, { name: '', agree: false });
  const rejectForm = useZodForm(rejectSchema, { reason: '' });
  const accept = acceptForm.handleSubmit(({ name, agree }) =>
    answer.mutate({ kind: 'akkoord', name, agree }),
  );
  const reject = rejectForm.handleSubmit(({ reason }) =>
    answer.mutate({ kind: 'afwijzen', reason }),
  );
  const notAgreed = acceptForm.formState.errors.agree?.message;

  return (
    <div className="offerte-answer">
      <form className="card" aria-labelledby="akkoord-titel" onSubmit={accept} noValidate>
        <h2 id="akkoord-titel">Akkoord geven</h2>
        <TextField label="Naam" autoComplete="name" maxLength={120} {...acceptForm.field('name')} />
        <p className="offerte-check">
          <input id="offerte-akkoord" type="checkbox" {...acceptForm.register('agree')} />
          <label htmlFor="offerte-akkoord">{OFFERTE_ACCEPTANCE_TEXT}</label>
        </p>
        <FormError
          message={notAgreed ?? errorMessage(answer.error, 'Dat lukte niet. Probeer het opnieuw.')}
        />
        <button type="submit" className="button button-primary" disabled={answer.isPending}>
          Akkoord
        </button>
      </form>
      <form className="card" aria-labelledby="afwijzen-titel" onSubmit={reject}>
        <h2 id="afwijzen-titel">Niet akkoord?</h2>
        <TextAreaField
          label="Reden (optioneel)"
          rows={3}
          maxLength={1000}
          {...rejectForm.field('reason')}
        />
        <button type="submit" className="button" disabled={answer.isPending}>
          Afwijzen
        </button>
      </form>
    </div>
  );
}

/** The homeowner's offerte: installer, client, lines incl. btw, totals, validity, terms. */
export function PublicOfferteView({ offerte, token }: { offerte: PublicOfferte; token: string }) {
  const [pdfError, setPdfError] = useState<string | null>(null);
  return (
    <>
      <h2>Offerte {offerte.number}</h2>
      {offerte.title ? <p className="page-intro">{offerte.title}</p> : null}
      <Installer offerte={offerte} />
      <p>
        <strong>Voor:</strong> {offerte.client.name}
        {offerte.client.address ? `, ${offerte.client.address}` : ''}
        <br />
        <strong>Datum:</strong> {formatDate(offerte.date)} · <strong>Geldig tot en met:</strong>{' '}
        {day(offerte.validUntil)}
        {offerte.version > 1 ? ` · versie ${offerte.version}` : ''}
      </p>
      {offerte.summary ? <p>{offerte.summary}</p> : null}
      <DataTable
        caption="Regels van de offerte"
        rows={offerte.lines}
        rowKey={(line) => `${offerte.lines.indexOf(line)}`}
        columns={[
          { header: 'Omschrijving', primary: true, cell: (line) => line.description },
          { header: 'Aantal', cell: (line) => line.quantity.toLocaleString('nl-NL') },
          {
            header: 'Prijs incl. btw',
            align: 'amount',
            cell: (line) => formatEuro(line.unitInclVatCents),
          },
          { header: 'Btw', cell: (line) => formatPercent(line.vatRate) },
          {
            header: 'Totaal incl. btw',
            align: 'amount',
            cell: (line) => formatEuro(line.totalInclVatCents),
          },
        ]}
      />
      <OfferteTotals totals={offerte.totals} isde={offerte.isdeEstimateCents} />
      {offerte.terms ? (
        <section aria-labelledby="voorwaarden-titel">
          <h2 id="voorwaarden-titel">Voorwaarden</h2>
          <p className="offerte-terms">{offerte.terms}</p>
        </section>
      ) : null}
      <p>
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadPublicPdf(token, offerte.number).catch((error: unknown) =>
              setPdfError(errorMessage(error, 'De pdf kon niet worden gedownload.')),
            )
          }
        >
          Offerte (pdf)
        </button>
      </p>
      <FormError message={pdfError} />
      <WithdrawalSection offerte={offerte} />
      {offerte.state === 'open' ? (
        <AnswerForms token={token} />
      ) : (
        <p className="card" role="status">
          {STATE_TEXT[offerte.state]}
          {offerte.state === 'geaccepteerd' && offerte.acceptedBy && offerte.answeredAt
            ? ` Akkoord gegeven door ${offerte.acceptedBy} op ${formatLongDateTime(offerte.answeredAt)}.`
            : ''}
        </p>
      )}
    </>
  );
}
