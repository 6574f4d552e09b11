import { SelectField, TextField } from '@/components/form-field';
import { CARRIERS, trackingCodeProblem, type Carrier } from '@shared/domain/carriers';

/** The Dutch problem with a carrier and code before they are sent; null when they fit. */
export function trackingProblem(carrier: Carrier, code: string): string | null {
  return code.trim()
    ? trackingCodeProblem(carrier, code)
    : 'Vul de track-and-tracecode in: die is nodig voor de status Verzonden.';
}

/** `Vervoerder` and `Track-and-tracecode` (with a suffix when a page shows several). */
export function TrackingFields({
  carrier,
  code,
  error,
  suffix = '',
  onCarrier,
  onCode,
}: {
  carrier: Carrier;
  code: string;
  error: string | undefined;
  suffix?: string;
  onCarrier: (carrier: Carrier) => void;
  onCode: (code: string) => void;
}) {
  return (
    <>
      <SelectField
        label={`Vervoerder${suffix}`}
        value={carrier}
        onChange={(event) => onCarrier(event.target.value as Carrier)}
      >
        {CARRIERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`Track-and-tracecode${suffix}`}
        value={code}
        maxLength={100}
        error={error}
        onChange={(event) => onCode(event.target.value)}
        placeholder="Bijvoorbeeld 3SABC1234567"
      />
    </>
  );
}
