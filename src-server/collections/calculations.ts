import { z } from 'zod';
import { calculatorInputSchema } from '@shared/schemas/calculator';
import { defineCollection, storedDate } from './collection';

/**
 * calculations/{id}: a saved heat-loss calculation of a user. `method` and `heatLossW` repeat
 * the input's, so lists need not read the whole input.
 */
export const calculations = defineCollection({
  name: 'calculations',
  schema: z.object({
    ownerId: z.string(),
    name: z.string(),
    clientId: z.string().optional(),
    method: calculatorInputSchema.shape.method,
    heatLossW: z.number(),
    input: calculatorInputSchema,
    createdAt: storedDate,
    updatedAt: storedDate,
  }),
});
