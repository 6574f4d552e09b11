import { z } from 'zod';
import { textFields } from '../answer-fields';
import { COMPANY_ROLES } from '../../domain/company';
import { DOCUMENT_ID_PATTERN } from '../../domain/ids';
import { strictObject } from '../contact-fields';
import { discountSchema } from '../discount';
import { pageSchema } from '../page';
import { companyRecordSchema } from '../company';

/** A company as the back-office lists it: its full record, discount and members. */
export const adminCompanySchema = companyRecordSchema.omit({ mayEdit: true }).extend({
  discount: z.number().optional(),
  members: z.array(
    z.object({
      ...textFields('id', 'name', 'email'),
      companyRole: z.enum(COMPANY_ROLES),
      removed: z.boolean(),
    }),
  ),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyPageSchema = pageSchema(adminCompanySchema);

/** `GET /api/admin/companies?q=`: by name, KvK number or btw-id. */
export const companySearchSchema = z.object({
  q: z.string().trim().max(100, { error: 'Zoek met hoogstens 100 tekens.' }).optional(),
});

/** `PATCH /api/admin/companies/:id/discount`: copied to every member's profile. */
export const companyDiscountSchema = strictObject({ discount: discountSchema });

/** `POST /api/admin/companies/:id/members`: moves a user into this company (audited). */
export const moveMemberSchema = strictObject({
  userId: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Onbekende gebruiker.' }),
  companyRole: z.enum(COMPANY_ROLES, { error: 'Kies een rol.' }),
});
export type MoveMember = z.infer<typeof moveMemberSchema>;
