import { z } from 'zod';
import { OFFERTE_RULES } from '@shared/domain/offerte';
import { defineCollection, storedDate } from './collection';

/**
 * businessDetails/{companyId}: the installer company's details for its offertes (trade name,
 * KvK, btw-id, IBAN, logo, defaults). Apart from `companies`, which holds what the portal
 * itself needs of a company (invoice address, discount).
 */
export const businessDetails = defineCollection({
  name: 'businessDetails',
  schema: z.object({
    tradeName: z.string().default(''),
    address: z.string().default(''),
    kvkNumber: z.string().default(''),
    btwId: z.string().default(''),
    iban: z.string().default(''),
    phone: z.string().default(''),
    email: z.string().default(''),
    website: z.string().default(''),
    marginPercent: z.number().default(OFFERTE_RULES.defaultMarginPercent),
    hourlyRateCents: z.number().int().default(OFFERTE_RULES.defaultHourlyRateCents),
    validityDays: z.number().int().default(OFFERTE_RULES.defaultValidityDays),
    terms: z.string().default(''),
    /** The logo in the file port (`logos/…`), served publicly by its unguessable name. */
    logoPath: z.string().optional(),
    updatedAt: storedDate,
  }),
});
