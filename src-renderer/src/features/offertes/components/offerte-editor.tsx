/* eslint-disable no-restricted-syntax -- the offerte's draft holds its lines too and prices them while typed */
import { useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/client-picker';
import { errorMessage, FormError } from '@/components/form-error';
import { NumberField, TextAreaField, TextField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { formatDateTime } from '@/lib/dates';
import { offerteTotals } from '@shared/domain/offerte';
import { parseDecimal } from '@/lib/decimal';
import { parseEuroToCents } from '@shared/domain/euro-input';
import type { Offerte } from '@shared/schemas/offerte';
import { useSaveOfferte } from '../api/change-offerte';
import { offerteClients } from '../api/get-offertes';
import { draftOf, emptyLine, requestOf, type OfferteDraft } from './line-draft';
import { LineEditor } from './line-editor';
import { OfferteTotals } from './offerte-totals';
import { SendPanel } from './send-panel';

/** The totals of what is typed now (the server computes the stored ones the same way). */
function previewTotals(draft: OfferteDraft) {
  const lines = draft.lines.map((line) => ({
    quantity: parseDecimal(line.quantity) ?? 0,
    unitPriceCents: parseEuroToCents(line.price) ?? 0,
    vatRate: Number(line.vatRate),
  }));
  return offerteTotals(lines, parseDecimal(draft.discount) ?? 0);
}

/**
 * The offerte editor: client, lines, discount, validity; `Opslaan`, `Versturen`,
 * `Offerte (pdf)`, and on an accepted offerte `Bestellen` and `Bestellijst maken` (given by
 * the page, which owns the cart and the lists). An answered offerte is shown, not edited.
 */
export function OfferteEditor({
  offerte,
  onOrder,
  onMakeList,
}: {
  offerte: Offerte;
  onOrder?: (() => Promise<void>) | undefined;
  onMakeList?: (() => Promise<void>) | undefined;
}) {
  const [draft, setDraft] = useState<OfferteDraft>(() => draftOf(offerte));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ordering, setOrdering] = useState(false);
  const save = useSaveOfferte(offerte.id);
  const answered = offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen';
  const totals = previewTotals(draft);
  const change = (patch: Partial<OfferteDraft>) => setDraft((was) => ({ ...was, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { request, errors: found } = requestOf(draft, offerte.isdeEstimateCents);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(request, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success(
          saved.version > offerte.version
            ? `Offerte opgeslagen als versie ${saved.version}. Verstuur haar opnieuw naar de klant.`
            : 'De offerte is opgeslagen.',
        );
      },
    });
  }

  return (
    <>
      <form onSubmit={submit} aria-label={`Offerte ${offerte.number}`} noValidate>
        <fieldset disabled={answered} className="offerte-grid">
          <legend className="visually-hidden">Gegevens</legend>
          <ClientPicker
            source={offerteClients}
            value={draft.clientId}
            selectedName={draft.clientName}
            emptyLabel="Kies een klant"
            onChange={(clientId, clientName) => change({ clientId, clientName })}
          />
          <TextField
            label="Titel voor de klant"
            value={draft.clientTitle}
            maxLength={200}
            hint="Staat boven de offerte op de pagina, in de e-mail en in de pdf."
            onChange={(event) => change({ clientTitle: event.target.value })}
          />
          <TextField
            label="Interne naam"
            value={draft.title}
            maxLength={200}
            hint="Alleen voor jullie eigen overzichten; de klant ziet dit niet."
            onChange={(event) => change({ title: event.target.value })}
          />
          <TextField
            label="Geldig tot en met"
            type="date"
            value={draft.validUntil}
            error={errors.validUntil}
            onChange={(event) => change({ validUntil: event.target.value })}
          />
          <NumberField
            label="Korting (%)"
            value={draft.discount}
            error={errors.discountPercent}
            hint="Verwerkt in de prijzen; de klant ziet alleen de prijzen."
            onChange={(event) => change({ discount: event.target.value })}
          />
        </fieldset>
        {offerte.clientAddress ? (
          <p className="hint">Adres klant: {offerte.clientAddress}</p>
        ) : null}
        <h2>Regels</h2>
        {draft.lines.length === 0 ? <p className="empty-state">Nog geen regels.</p> : null}
        {draft.lines.map((line, index) => (
          <LineEditor
            key={line.key}
            line={line}
            index={index}
            total={totals.lines[index]?.totalExclVatCents}
            errors={errors}
            readOnly={answered}
            onChange={(next) =>
              change({ lines: draft.lines.map((was) => (was.key === line.key ? next : was)) })
            }
            onRemove={() => change({ lines: draft.lines.filter((was) => was.key !== line.key) })}
          />
        ))}
        {answered ? null : (
          <p>
            <button
              type="button"
              className="button"
              onClick={() => change({ lines: [...draft.lines, emptyLine()] })}
            >
              Regel toevoegen
            </button>
          </p>
        )}
        <FormError message={errors.lines} />
        <OfferteTotals totals={totals} isde={offerte.isdeEstimateCents} />
        <TextAreaField
          label="Toelichting"
          value={draft.summary}
          rows={3}
          maxLength={2000}
          disabled={answered}
          onChange={(event) => change({ summary: event.target.value })}
        />
        <FormError message={errorMessage(save.error, 'Opslaan is mislukt. Probeer het opnieuw.')} />
        <div className="offerte-actions">
          {answered ? null : (
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Bezig met opslaan…' : 'Opslaan'}
            </button>
          )}
          {offerte.status === 'geaccepteerd' && onOrder ? (
            <button
              type="button"
              className="button button-primary"
              disabled={ordering}
              onClick={() => {
                setOrdering(true);
                onOrder().finally(() => setOrdering(false));
              }}
            >
              Bestellen
            </button>
          ) : null}
          {offerte.status === 'geaccepteerd' && onMakeList ? (
            <button
              type="button"
              className="button"
              disabled={ordering}
              onClick={() => {
                setOrdering(true);
                onMakeList().finally(() => setOrdering(false));
              }}
            >
              Bestellijst maken
            </button>
          ) : null}
        </div>
      </form>
      <SendPanel offerte={offerte} />
      {offerte.acceptance ? (
        <p className="form-success" role="status">
          Geaccepteerd door {offerte.acceptance.name} op {formatDateTime(offerte.acceptance.at)}{' '}
          (versie {offerte.acceptance.version}).
        </p>
      ) : null}
      {offerte.rejection ? (
        <p role="status">
          Afgewezen op {formatDateTime(offerte.rejection.at)}
          {offerte.rejection.reason ? `: ${offerte.rejection.reason}` : '.'}
        </p>
      ) : null}
    </>
  );
}
