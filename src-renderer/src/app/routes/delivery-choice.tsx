import { DELIVERY_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '@shared/domain/rules';

/** Bezorgen or afhalen aan de balie, as radio buttons. */
export function DeliveryChoice({
  value,
  onChange,
}: {
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
}) {
  return (
    <>
      {DELIVERY_METHODS.map((method) => (
        <label key={method} className="radio">
          <input
            type="radio"
            name="levering"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>{DELIVERY_LABELS[method]}</span>
        </label>
      ))}
    </>
  );
}
