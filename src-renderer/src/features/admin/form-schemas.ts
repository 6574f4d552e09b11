import { z } from 'zod';
import { ROLES } from '@shared/domain/rules';
import { approveApplicationSchema } from '@shared/schemas/admin/inbox';
import { pointsAdjustmentSchema } from '@shared/schemas/admin/users';

/**
 * The back-office's small forms as typed: numbers arrive as text and are checked by the
 * shared schemas the API uses, so the form and the server give the same Dutch messages.
 * Empty text becomes NaN, which the number schema refuses with its own message.
 */
const typedNumber = (clean: (text: string) => string) =>
  z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(clean(text.trim()))));

/** A discount in percent with a decimal comma (12,5). */
export const discountInput = typedNumber((text) => text.replace(',', '.')).pipe(
  approveApplicationSchema.shape.discount,
);

/** Points added (500) or taken (-200), thousands dots allowed (1.000). */
export const pointsAdjustmentForm = z.object({
  amount: typedNumber((text) => text.replace(/\./g, '')).pipe(pointsAdjustmentSchema.shape.amount),
  reason: pointsAdjustmentSchema.shape.reason,
});

/** A company's discount; the API checks it with the same discount schema. */
export const companyDiscountForm = z.object({ discount: discountInput });

export const roleAndDiscountForm = z.object({ role: z.enum(ROLES), discount: discountInput });

/** The first message of a failed check, for a form that shows one problem at a time. */
export function problemOf(result: { success: boolean; error?: z.ZodError }): string {
  return result.error?.issues[0]?.message ?? '';
}
