import { toast } from '@/components/toasts';
import { formatEuro } from '@shared/domain/money';
import type { AdviceResponse, CalculatorInput } from '@shared/schemas/calculator';
import type { Product } from '@shared/schemas/product';
import { formatKw } from '../format';
import { DecimalField } from './decimal-field';
import { OptionSelect } from './option-select';

export type AdviceOption = AdviceResponse['options'][number];
type Line = AdviceOption['heatPump'];
export type AddToCart = (product: Product, quantity: number) => void;

const MODES = [
  { id: 'all-electric', label: 'All-electric' },
  { id: 'hybride', label: 'Hybride (met cv-ketel)' },
] as const;
const FLOWS = [
  { id: '35', label: '35 °C (vloerverwarming, lage temperatuur)' },
  { id: '55', label: '55 °C (radiatoren)' },
] as const;

function CartButton({ line, onAdd }: { line: Line; onAdd: AddToCart }) {
  return (
    <button
      type="button"
      className="button"
      disabled={!line.product.inStock}
      title={line.product.inStock ? undefined : 'Niet op voorraad'}
      aria-describedby={`advies-${line.product.id}`}
      onClick={() => {
        onAdd(line.product, line.quantity);
        toast.success(`${line.product.name} staat in je winkelwagen.`);
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
          {line.product.inStock ? '' : ' · niet op voorraad'}
        </span>
      </div>
      <span className="calc-line-price">{formatEuro(line.lineTotal)}</span>
      <CartButton line={line} onAdd={onAdd} />
    </li>
  );
}

/** The settings of the advice: system, flow temperature, household, hybrid shares. */
export function AdviceSettings({
  input,
  onChange,
}: {
  input: CalculatorInput;
  onChange(patch: Partial<CalculatorInput>): void;
}) {
  return (
    <div className="calc-grid">
      <OptionSelect
        label="Systeem"
        value={input.mode}
        options={MODES}
        onChange={(mode) => onChange({ mode, heatPumpId: undefined })}
      />
      <OptionSelect
        label="Aanvoertemperatuur"
        value={String(input.flowTemperature) as '35' | '55'}
        options={FLOWS}
        onChange={(flow) => onChange({ flowTemperature: flow === '55' ? 55 : 35 })}
      />
      {input.method === 'gas' ? null : (
        <DecimalField
          label="Bewoners (voor de boiler)"
          value={input.occupants}
          min={1}
          max={20}
          integer
          onChange={(occupants) => onChange({ occupants })}
        />
      )}
      {input.mode === 'hybride' ? (
        <>
          <DecimalField
            label="Vermogensaandeel hybride (%)"
            value={Math.round(input.hybridPowerShare * 100)}
            min={10}
            max={100}
            onChange={(v) => onChange({ hybridPowerShare: v / 100, heatPumpId: undefined })}
            hint="Deel van het ontwerpvermogen dat de warmtepomp moet leveren (aanname 60 %)."
          />
          <DecimalField
            label="Warmteaandeel hybride (%)"
            value={Math.round(input.hybridEnergyShare * 100)}
            min={0}
            max={100}
            onChange={(v) => onChange({ hybridEnergyShare: v / 100 })}
            hint="Deel van de jaarlijkse warmte uit de warmtepomp (praktijkproef: 74 % gas bespaard)."
          />
        </>
      ) : null}
    </div>
  );
}

/** Heat pumps that cover the loss, the chosen one's installation, and the cart buttons. */
export function AdvicePanel({
  advice,
  selected,
  onSelect,
  onAdd,
}: {
  advice: AdviceResponse;
  selected: AdviceOption | undefined;
  onSelect(id: string): void;
  onAdd: AddToCart;
}) {
  if (advice.options.length === 0) {
    return (
      <p className="empty-state">
        Geen warmtepomp in de catalogus levert {formatKw(advice.requiredW)} bij de ontwerpcondities.
        Kies hybride, of verdeel de woning over meer toestellen.
      </p>
    );
  }
  const lines = selected ? [selected.heatPump, ...selected.accessories] : [];
  return (
    <>
      <p className="hint">
        Nodig bij de ontwerpcondities: {formatKw(advice.requiredW)}. Kleinste passende toestel
        eerst; prijzen zijn jouw prijzen excl. btw.
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
                onChange={() => onSelect(product.id)}
              />
              <span className="calc-option-body">
                <span className="calc-line-name">{product.name}</span>
                {spec ? (
                  <span className="hint">
                    {formatKw(spec.capacityKw * 1000)} bij {spec.designCondition} · SCOP{' '}
                    {spec.scop35.toLocaleString('nl-NL')} (35 °C)
                    {spec.scop55 ? ` / ${spec.scop55.toLocaleString('nl-NL')} (55 °C)` : ''} ·{' '}
                    {spec.energyLabel} · {spec.soundPowerDb} dB(A) · {spec.warrantyYears} jaar
                    garantie · ISDE ≈ {formatEuro(option.isdeCents)}
                    {product.inStock ? '' : ' · niet op voorraad'}
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
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                const available = lines.filter((line) => line.product.inStock);
                for (const line of available) onAdd(line.product, line.quantity);
                const skipped = lines.length - available.length;
                toast.success(
                  `${available.length} producten staan in je winkelwagen.${
                    skipped ? ` ${skipped} niet op voorraad, die staan er niet in.` : ''
                  }`,
                );
              }}
            >
              Alles in winkelwagen
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
