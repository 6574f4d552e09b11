import { z } from 'zod';

/** The one JSON shape of every error the API returns. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = {
  unauthenticated: 'niet_ingelogd',
  validation: 'ongeldige_invoer',
  notFound: 'niet_gevonden',
  profileNotFound: 'profiel_niet_gevonden',
  productNotFound: 'product_niet_gevonden',
  internal: 'interne_fout',
} as const;
