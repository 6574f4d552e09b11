import { z } from 'zod';
import { blankText, defineCollection, storedDate } from './collection';
import { offerteDefaults } from './companies';

/**
 * businessDetails/{companyId}: the installer company's details for its offertes (trade name,
 * KvK, btw-id, IBAN, logo, defaults). Apart from `companies`, which holds what the portal
 * itself needs of a company (invoice address, discount).
 */
export const businessDetails = defineCollection({
  name: 'businessDetails',
  schema: z.object({
    ...blankText('tradeName', 'address', 'kvkNumber', 'btwId', 'iban', 'phone', 'email', 'website'),
    ...offerteDefaults,
    terms: z.string().default(''),
    /** The logo in the file port (`logos/…`), served publicly by its unguessable name. */
    logoPath: z.string().optional(),
    updatedAt: storedDate,
  }),
});
