import { NumberField, optionsOf, SelectField, TextField } from '@/components/form-field';
import { formatEuro, formatPercent } from '@shared/domain/money';
import { OFFERTE_LINE_KINDS, OFFERTE_LINE_KIND_LABELS } from '@shared/domain/offerte';
import { typedLine, type LineDraft } from './line-draft';
import { ProductPicker } from './product-picker';

const VAT_OPTIONS = [21, 9, 0].map((rate) => [String(rate), formatPercent(rate)] as const);

/** One line of the offerte: kind, description, quantity, price excl. btw, btw; and its total. */
export function LineEditor({
  line,
  index,
  total,
  errors,
  readOnly,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  index: number;
  total: number | undefined;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange(line: LineDraft): void;
  onRemove(): void;
}) {
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const set = (patch: Partial<LineDraft>) => onChange({ ...line, ...patch });
  return (
    <fieldset className="offerte-line" disabled={readOnly}>
      <legend className="visually-hidden">Regel {index + 1}</legend>
      <SelectField
        label="Soort"
        value={line.kind}
        options={optionsOf(OFFERTE_LINE_KINDS, OFFERTE_LINE_KIND_LABELS)}
        onChange={(event) =>
          set({ kind: OFFERTE_LINE_KINDS.find((kind) => kind === event.target.value) ?? 'vrij' })
        }
      />
      <TextField
        label="Omschrijving"
        value={line.description}
        maxLength={200}
        error={error('description')}
        onChange={(event) => set({ description: event.target.value })}
      />
      <NumberField
        label="Aantal"
        value={line.quantity}
        error={error('quantity')}
        onChange={(event) => set({ quantity: event.target.value })}
      />
      <NumberField
        label="Prijs (excl. btw)"
        value={line.price}
        placeholder="0,00"
        error={error('unitPriceCents')}
        onChange={(event) => set({ price: event.target.value })}
      />
      <SelectField
        label="Btw"
        value={line.vatRate}
        options={VAT_OPTIONS}
        error={error('vatRate')}
        onChange={(event) => set({ vatRate: event.target.value })}
      />
      {readOnly ? null : (
        <button type="button" className="button button-ghost" onClick={onRemove}>
          Regel verwijderen
        </button>
      )}
      {line.kind === 'product' && !readOnly ? (
        <ProductPicker
          index={index}
          // The quantity typed stays; the rest comes from the catalogue.
          onPick={(picked) => set({ ...typedLine(picked), quantity: line.quantity })}
        />
      ) : null}
      {total === undefined ? null : (
        <p className="line-total hint">Regeltotaal excl. btw: {formatEuro(total)}</p>
      )}
    </fieldset>
  );
}
