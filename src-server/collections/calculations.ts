import { z } from 'zod';
import { storedCalculatorInputSchema } from '@shared/schemas/calculator';
import { madeBy, defineCollection, storedDate } from './collection';

/**
 * calculations/{id}: a saved heat-loss calculation of a user. `method` and `heatLossW` repeat
 * the input's, so lists need not read the whole input.
 */
export const calculations = defineCollection({
  name: 'calculations',
  schema: z.object({
    /** The member who made it; the calculation belongs to their company. */
    ...madeBy('ownerId'),
    name: z.string(),
    clientId: z.string().optional(),
    method: storedCalculatorInputSchema.shape.method,
    heatLossW: z.number(),
    input: storedCalculatorInputSchema,
    createdAt: storedDate,
    updatedAt: storedDate,
  }),
});
