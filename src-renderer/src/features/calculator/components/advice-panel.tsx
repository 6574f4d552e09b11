import { useState } from 'react';
import { countOf } from '@shared/domain/counts';
import { toast } from '@/components/toasts';
import { HEAT_SOURCES } from '@shared/calculator/defaults';
import { formatEuro, formatPercent } from '@shared/domain/money';
import type { AdviceResponse, CalculatorInput } from '@shared/schemas/calculator';
import type { Product } from '@shared/schemas/product';
import { formatKw } from '@shared/calculator/format';
import { DecimalField } from './decimal-field';
import { BACKORDER_TEXT, NOT_ORDERABLE_TEXT, canOrder } from '@shared/domain/stock';
import { choices, OptionSelect } from './option-select';
import { ADVICE_MODES } from '@shared/domain/calculator-keys';
import { asPercent, bindFields } from '@/lib/field-binding';

export type AdviceOption = AdviceResponse['options'][number];
type Line = AdviceOption['heatPump'];
export type AddToCart = (product: Product, quantity: number) => void;

const SOURCE_WORDS = { lucht: 'lucht-water', bodem: 'bodem-water' } as const;
const MODES = choices(ADVICE_MODES, {
  'all-electric': 'All-electric',
  hybride: 'Hybride (met cv-ketel)',
});
const FLOWS = [
  { id: '35', label: '35 °C (vloerverwarming, lage temperatuur)' },
  { id: '55', label: '55 °C (radiatoren)' },
] as const;

/** After a line's reason: nothing when in stock, else `Nalevering` or not orderable. */
function stockNote(product: Line['product']): string {
  if (product.inStock) return '';
  return canOrder(product) ? ` · ${BACKORDER_TEXT.toLowerCase()}` : ' · niet op voorraad';
}

function CartButton({ line, onAdd }: { line: Line; onAdd: AddToCart }) {
  return (
    <button
      type="button"
      className="button"
      disabled={!canOrder(line.product)}
      title={canOrder(line.product) ? undefined : NOT_ORDERABLE_TEXT}
      aria-describedby={`advies-${line.product.id}`}
      onClick={() => {
        onAdd(line.product, line.quantity);
        toast.addedToCart(line.product.name);
      }}
    >
      In winkelwagen
    </button>
  );
}

function LineRow({ line, onAdd }: { line: Line; onAdd: AddToCart }) {
  return (
    <li className="calc-line">
      <div>
        <span id={`advies-${line.product.id}`} className="calc-line-name">
          {line.quantity > 1 ? `${line.quantity} × ` : ''}
          {line.product.name}
        </span>
        <span className="hint">
          {line.reason}
          {stockNote(line.product)}
        </span>
      </div>
      <span className="calc-line-price">{formatEuro(line.lineTotal)}</span>
      <CartButton line={line} onAdd={onAdd} />
    </li>
  );
}

/** The settings of the advice: system, source, flow temperature, hybrid shares. */
export function AdviceSettings({
  input,
  onChange,
}: {
  input: CalculatorInput;
  onChange(patch: Partial<CalculatorInput>): void;
}) {
  const field = bindFields(input, onChange);
  // A setting that changes which units fit also drops the unit chosen before.
  const sizing = bindFields(input, (patch) => onChange({ ...patch, heatPumpId: undefined }));
  return (
    <div className="calc-grid">
      <OptionSelect label="Systeem" options={MODES} {...sizing('mode')} />
      <OptionSelect
        label="Bron"
        options={HEAT_SOURCES}
        {...sizing('source')}
        hint={
          input.source === 'bodem'
            ? 'Bodem: een boorbedrijf offreert de bron; hieronder staat een schatting per kW.'
            : 'Lucht: buitenlucht als bron, geen boring nodig.'
        }
      />
      <OptionSelect
        label="Aanvoertemperatuur"
        value={String(input.flowTemperature) as '35' | '55'}
        options={FLOWS}
        onChange={(flow) =>
          onChange({ flowTemperature: flow === '55' ? 55 : 35, heatPumpId: undefined })
        }
      />
      {input.mode === 'hybride' ? (
        <>
          <DecimalField
            label="Vermogensaandeel hybride (%)"
            min={10}
            max={100}
            {...asPercent(sizing('hybridPowerShare'))}
            hint="Deel van het ontwerpvermogen dat de warmtepomp moet leveren (aanname 60%); de cv-ketel levert de rest op koude dagen."
          />
          <DecimalField
            label="Warmteaandeel hybride (%)"
            min={0}
            max={100}
            {...asPercent(field('hybridEnergyShare'))}
            hint="Deel van de jaarlijkse warmte uit de warmtepomp (praktijkproef: 74% gas bespaard)."
          />
        </>
      ) : null}
    </div>
  );
}

/** What to do when no unit fits, never suggesting what is already chosen. */
function noUnitAdvice(advice: AdviceResponse, input: CalculatorInput): string {
  const need = `${formatKw(advice.requiredW)} bij −10 °C buiten en ${input.flowTemperature} °C aanvoer`;
  if (input.mode === 'hybride' && input.source === 'bodem') {
    return 'Hybride warmtepompen in de catalogus halen hun warmte uit de buitenlucht. Kies bij Bron "Lucht" voor een hybride, of kies bij Systeem "All-electric" voor een bodemwarmtepomp.';
  }
  const lower =
    input.flowTemperature === 55
      ? ' Kan de woning met 35 °C aanvoer toe (na het vervangen van radiatoren), dan volstaat een kleiner toestel.'
      : '';
  if (input.mode === 'hybride') {
    return `Geen hybride warmtepomp in de catalogus levert ${need}. Verlaag het vermogensaandeel (de cv-ketel levert dan meer op koude dagen), of kies All-electric met een groter toestel.${lower}`;
  }
  return `Geen ${SOURCE_WORDS[input.source]} warmtepomp in de catalogus levert ${need}. Kies Hybride (met cv-ketel): de warmtepomp hoeft dan maar een deel te leveren; of verdeel de woning over meer toestellen.${lower}`;
}

interface NotAdded {
  lines: Line[];
  /** The next unit in stock that covers the load, to choose instead. */
  alternative: AdviceOption | undefined;
}

/** Heat pumps that cover the loss, the chosen one's installation, and the cart buttons. */
export function AdvicePanel({
  advice,
  input,
  selected,
  onSelect,
  onAdd,
}: {
  advice: AdviceResponse;
  input: CalculatorInput;
  selected: AdviceOption | undefined;
  onSelect(id: string): void;
  onAdd: AddToCart;
}) {
  const [notAdded, setNotAdded] = useState<NotAdded | null>(null);
  if (advice.options.length === 0) {
    return <p className="empty-state">{noUnitAdvice(advice, input)}</p>;
  }
  const lines = selected ? [selected.heatPump, ...selected.accessories] : [];
  const share =
    input.mode === 'hybride'
      ? ` (${formatPercent(Math.round(input.hybridPowerShare * 100))} van het warmteverlies; de cv-ketel levert de rest)`
      : '';

  function addAll() {
    // A unit out of stock that may be backordered goes in as a backorder (`Nalevering`); only
    // what cannot be ordered at all stays out, and is listed.
    const available = lines.filter((line) => canOrder(line.product));
    const missing = lines.filter((line) => !canOrder(line.product));
    for (const line of available) onAdd(line.product, line.quantity);
    const alternative =
      selected && canOrder(selected.heatPump.product)
        ? undefined
        : advice.options.find((option) => canOrder(option.heatPump.product));
    setNotAdded(missing.length > 0 ? { lines: missing, alternative } : null);
    toast.success(
      `${countOf(available.length, 'product staat', 'producten staan')} in je winkelwagen.${
        missing.length ? ` ${missing.length} niet op voorraad: zie de lijst onder de knop.` : ''
      }`,
    );
  }

  return (
    <>
      <p className="hint">
        Nodig bij −10 °C buiten en {input.flowTemperature} °C aanvoer:{' '}
        <strong>{formatKw(advice.requiredW)}</strong>
        {share}. Alleen {input.mode === 'hybride' ? 'hybride' : SOURCE_WORDS[input.source]}
        -toestellen, het kleinste passende eerst; het vermogen is getoetst bij de gekozen
        aanvoertemperatuur. Prijzen zijn jouw prijzen excl. btw.
      </p>
      <fieldset className="calc-options">
        <legend>Warmtepomp</legend>
        {advice.options.map((option) => {
          const { product } = option.heatPump;
          const spec = product.heatPump;
          const checked = selected?.heatPump.product.id === product.id;
          return (
            <label key={product.id} className={`calc-option ${checked ? 'is-active' : ''}`}>
              <input
                type="radio"
                name="calc-heat-pump"
                checked={checked}
                onChange={() => {
                  setNotAdded(null);
                  onSelect(product.id);
                }}
              />
              <span className="calc-option-body">
                <span className="calc-line-name">{product.name}</span>
                {spec ? (
                  <span className="hint">
                    <strong>
                      {formatKw(option.capacity.watts)} bij {option.capacity.condition}
                    </strong>
                    {option.capacity.estimated ? ' (geschat: geen W55-opgave)' : ''} · SCOP{' '}
                    {spec.scop35.toLocaleString('nl-NL')} (35 °C)
                    {spec.scop55 ? ` / ${spec.scop55.toLocaleString('nl-NL')} (55 °C)` : ''} ·{' '}
                    {spec.energyLabel} · {spec.soundPowerDb} dB(A) · {spec.warrantyYears} jaar
                    garantie · ISDE ≈ {formatEuro(option.isdeCents)}
                    {stockNote(product)}
                  </span>
                ) : null}
              </span>
              <span className="calc-line-price">{formatEuro(option.heatPump.unitPrice)}</span>
            </label>
          );
        })}
      </fieldset>
      {selected ? (
        <>
          <h3>Installatie</h3>
          <ul className="calc-lines" aria-label="Installatie">
            {lines.map((line) => (
              <LineRow key={line.product.id} line={line} onAdd={onAdd} />
            ))}
          </ul>
          <div className="calc-total">
            <span>
              Totaal materiaal excl. btw: <strong>{formatEuro(selected.totalCents)}</strong>
            </span>
            <button type="button" className="button button-primary" onClick={addAll}>
              Alles in winkelwagen
            </button>
          </div>
          {notAdded ? (
            <div className="calc-warning" role="status" aria-label="Niet toegevoegd">
              <p>Niet in je winkelwagen gezet, omdat ze niet op voorraad zijn:</p>
              <ul>
                {notAdded.lines.map((line) => (
                  <li key={line.product.id}>
                    {line.quantity} × {line.product.name} ({line.product.modelNumber})
                  </li>
                ))}
              </ul>
              {notAdded.alternative ? (
                <p>
                  Het eerstvolgende passende toestel dat wel op voorraad is:{' '}
                  {notAdded.alternative.heatPump.product.name} (
                  {formatKw(notAdded.alternative.capacity.watts)} bij{' '}
                  {notAdded.alternative.capacity.condition}).{' '}
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      const next = notAdded.alternative;
                      setNotAdded(null);
                      if (next) onSelect(next.heatPump.product.id);
                    }}
                  >
                    Kies {notAdded.alternative.heatPump.product.name}
                  </button>
                </p>
              ) : canOrder(selected.heatPump.product) ? null : (
                <p>Geen ander passend toestel is op voorraad; vraag de levertijd na.</p>
              )}
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
