import type { Method } from '../hooks/use-calculator';

const METHODS: { id: Method; label: string }[] = [
  { id: 'snel', label: 'Snelle schatting' },
  { id: 'gas', label: 'Gasverbruik' },
  { id: 'vertrek', label: 'Per vertrek' },
];

/** The three ways to get to a heat loss, as one radio group shaped like tabs. */
export function MethodChoice({ value, onChange }: { value: Method; onChange(m: Method): void }) {
  return (
    <fieldset className="calc-methods">
      <legend className="visually-hidden">Methode</legend>
      {METHODS.map((method) => (
        <label key={method.id} className={method.id === value ? 'is-active' : undefined}>
          <input
            type="radio"
            name="calc-method"
            value={method.id}
            checked={method.id === value}
            onChange={() => onChange(method.id)}
          />
          {method.label}
        </label>
      ))}
    </fieldset>
  );
}
