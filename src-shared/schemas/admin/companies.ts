import { z } from 'zod';
import { textFields } from '../answer-fields';
import { COMPANY_ROLES } from '../../domain/company';
import { DOCUMENT_ID_PATTERN } from '../../domain/ids';
import { strictObject } from '../contact-fields';
import { discountSchema } from '../discount';
import { pageSchema } from '../page';

/** A company as the back-office lists it: its details, discount and members. */
export const adminCompanySchema = z.object({
  ...textFields('id', 'name', 'kvkNumber', 'btwId'),
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

/** `PATCH /api/admin/companies/:id/discount`: copied to every member's profile. */
export const companyDiscountSchema = strictObject({ discount: discountSchema });

/** `POST /api/admin/companies/:id/members`: moves a user into this company (audited). */
export const moveMemberSchema = strictObject({
  userId: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Onbekende gebruiker.' }),
  companyRole: z.enum(COMPANY_ROLES, { error: 'Kies een rol.' }),
});
export type MoveMember = z.infer<typeof moveMemberSchema>;
