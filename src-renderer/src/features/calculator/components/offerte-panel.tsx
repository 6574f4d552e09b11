import { groundSourceOfferteLines, offerteAmounts } from '@shared/calculator/offerte';
import { formatEuro, formatPercent } from '@shared/domain/money';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { DownloadButton } from '@/components/download-button';
import { downloadOfferte } from '../api/download-offerte';
import { downloadReport } from '../api/download-report';
import type { AdviceOption } from './advice-panel';
import { DecimalField } from './decimal-field';
import { FIX_FIRST_MESSAGE } from '../hooks/use-field-problems';
import { TextField } from '@/components/form-field';
import { asEuros, bindFields } from '@/lib/field-binding';

/**
 * The homeowner's price indication: margin, labour and a preview of what the PDF will say. It
 * is no offerte (that is the numbered one under Offertes): no number, no payment details.
 */
export function OffertePanel({
  input,
  option,
  customerName,
  onCustomerName,
  onChange,
  refuseWhileWrong,
}: {
  input: CalculatorInput;
  option: AdviceOption;
  customerName: string;
  onCustomerName(name: string): void;
  onChange(patch: Partial<CalculatorInput>): void;
  /** True (and the focus moved to the wrong field) while a field shows an error. */
  refuseWhileWrong(): boolean;
}) {
  /** A pdf is made only from accepted values: a refusal, or undefined to go on. */
  const refused = () =>
    refuseWhileWrong() ? Promise.reject(new Error(FIX_FIRST_MESSAGE)) : undefined;
  const lines = [option.heatPump, ...option.accessories];
  const amounts = offerteAmounts({
    lines: [
      ...lines.map((line) => ({
        name: line.product.name,
        modelNumber: line.product.modelNumber,
        quantity: line.quantity,
        ownUnitCents: line.unitPrice,
      })),
      ...groundSourceOfferteLines(input, option.heatPump.product.heatPump),
    ],
    marginPercent: input.marginPercent,
    labourHours: input.labourHours,
    labourRateCents: input.labourRateCents,
  });

  const field = bindFields(input, onChange);
  return (
    <section className="card" aria-labelledby="calc-offerte-title">
      <h2 id="calc-offerte-title">Prijsindicatie voor de klant</h2>
      <p className="hint">
        Een indicatie, geen offerte: voor een bindende offerte maak je een offerte onder Offertes.
      </p>
      <div className="calc-grid">
        <TextField
          label="Naam klant op de indicatie"
          value={customerName}
          onChange={(event) => onCustomerName(event.target.value)}
          maxLength={120}
        />
        <DecimalField
          label="Marge (%)"
          min={0}
          max={500}
          {...field('marginPercent')}
          hint="Op jouw eigen prijs, per indicatie."
        />
        <DecimalField label="Arbeid (uren)" min={0} max={1000} {...field('labourHours')} />
        <DecimalField
          label="Uurtarief (€ excl. btw)"
          min={0}
          max={100_000}
          {...asEuros(field('labourRateCents'))}
        />
      </div>
      <dl className="definition-list calc-figures">
        <dt>Materiaal (verkoopprijs)</dt>
        <dd>{formatEuro(amounts.goodsCents)}</dd>
        <dt>Arbeid</dt>
        <dd>{formatEuro(amounts.labourCents)}</dd>
        <dt>Totaal excl. btw</dt>
        <dd>{formatEuro(amounts.totalExclVatCents)}</dd>
        <dt>Btw {formatPercent(amounts.vatRate)}</dt>
        <dd>{formatEuro(amounts.vatCents)}</dd>
        <dt>Totaal incl. btw</dt>
        <dd data-testid="calc-offerte-total">{formatEuro(amounts.totalInclVatCents)}</dd>
      </dl>
      <div className="calc-actions">
        <DownloadButton
          primary
          label="Indicatie (pdf)"
          busyLabel="Indicatie maken…"
          failed="De indicatie kon niet worden gemaakt."
          download={() =>
            refused() ??
            downloadOfferte({
              customerName,
              lines: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
              input,
            })
          }
        />
        <DownloadButton
          label="Rapport (pdf)"
          busyLabel="Rapport maken…"
          failed="Het rapport kon niet worden gemaakt."
          download={() => refused() ?? downloadReport({ customerName, input })}
        />
      </div>
    </section>
  );
}
