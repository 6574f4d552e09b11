import { z } from 'zod';
import type { BoundField } from '@/components/field-of';
import { SelectField, TextField } from '@/components/form-field';
import { CARRIERS, trackingCodeProblem, type Carrier } from '@shared/domain/carriers';

/** The Dutch problem with a carrier and code before they are sent; null when they fit. */
export function trackingProblem(carrier: Carrier, code: string): string | null {
  return code.trim()
    ? trackingCodeProblem(carrier, code)
    : 'Vul de track-and-tracecode in: die is nodig voor de status Verzonden.';
}

/** A shipment's carrier, code and expected day as a form holds them (the day may be empty). */
export const trackingShape = {
  carrier: z.enum(CARRIERS),
  trackAndTrace: z.string().trim(),
  expectedDeliveryDate: z.string(),
};

/** Adds the code's problem, if any, at the code field. */
export function checkTracking(
  values: { carrier: Carrier; trackAndTrace: string },
  ctx: z.RefinementCtx,
): void {
  const problem = trackingProblem(values.carrier, values.trackAndTrace);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['trackAndTrace'] });
}

/** `Vervoerder` and `Track-and-tracecode` (with a suffix when a page shows several). */
export function TrackingFields({
  field,
  suffix = '',
}: {
  field: (name: 'carrier' | 'trackAndTrace') => BoundField;
  suffix?: string;
}) {
  return (
    <>
      <SelectField label={`Vervoerder${suffix}`} {...field('carrier')}>
        {CARRIERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`Track-and-tracecode${suffix}`}
        maxLength={100}
        placeholder="Bijvoorbeeld 3SABC1234567"
        {...field('trackAndTrace')}
      />
    </>
  );
}
