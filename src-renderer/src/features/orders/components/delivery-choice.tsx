import { Field } from '@/components/form-field';
import { formatDeliveryAddress, type DeliveryAddress } from '@shared/schemas/profile';
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

/** The delivery addresses saved in the settings, as a quick choice for the address field. */
export function SavedAddressChoice({
  addresses,
  onPick,
}: {
  addresses: DeliveryAddress[];
  onPick: (address: string) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <Field label="Opgeslagen afleveradres">
      {(control) => (
        <select
          {...control}
          defaultValue=""
          onChange={(event) => {
            const picked = addresses[Number(event.target.value)];
            if (picked) onPick(formatDeliveryAddress(picked));
          }}
        >
          <option value="" disabled>
            Kies een opgeslagen adres
          </option>
          {addresses.map((address, index) => (
            <option key={index} value={index}>
              {address.label ? `${address.label}: ` : ''}
              {formatDeliveryAddress(address)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
