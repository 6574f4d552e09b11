import { z } from 'zod';
import { textFields } from './answer-fields';
import { COMPANY_ROLES } from '../domain/company';
import { EURO_INPUT_MESSAGE, parseEuroToCents } from '../domain/euro-input';
import { strictObject } from './contact-fields';

const role = z.enum(COMPANY_ROLES, { error: 'Kies een rol.' });
/** A spend limit in cents excl. btw; null: no limit. */
const limit = z.number().int().min(0).nullable();

export const companyMemberSchema = z.object({
  ...textFields('id', 'name', 'email'),
  companyRole: role,
  limitPerOrderCents: z.number().int().optional(),
  limitPerMonthCents: z.number().int().optional(),
  rewardPoints: z.number().int(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** `GET /api/company`: the firm, the member asking, and every colleague with their points. */
export const companyOverviewSchema = z.object({
  company: z.object({
    ...textFields('id', 'name', 'kvkNumber', 'btwId', 'invoiceAddress'),
    deliveryAddresses: z.array(
      z.object({ label: z.string(), street: z.string(), postcode: z.string(), city: z.string() }),
    ),
  }),
  me: z.object({ id: z.string(), companyRole: role }),
  members: z.array(companyMemberSchema),
});
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;

/** `PATCH /api/company/members/:id`: role and limits of a colleague. */
export const memberChangeSchema = strictObject({
  companyRole: role,
  limitPerOrderCents: limit,
  limitPerMonthCents: limit,
});
export type MemberChange = z.infer<typeof memberChangeSchema>;

/** `POST /api/company/members`: a colleague invited by e-mail. */
export const inviteColleagueSchema = memberChangeSchema.extend({
  email: z
    .string({ error: 'Vul een e-mailadres in.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' })),
});
export type InviteColleague = z.infer<typeof inviteColleagueSchema>;

export const invitationSchema = z.object({
  member: companyMemberSchema,
  passwordLink: z.string(),
});

/** A limit as typed (`2.500`): empty is no limit. */
const limitText = z
  .string()
  .trim()
  .refine((value) => value === '' || parseEuroToCents(value) !== null, {
    error: EURO_INPUT_MESSAGE,
  })
  .transform((value) => (value === '' ? null : parseEuroToCents(value)));

/** The form on `/bedrijf`: what is typed, made into an invitation or a change. */
export const memberFormSchema = z.object({
  email: z.string(),
  companyRole: role,
  limitPerOrder: limitText,
  limitPerMonth: limitText,
});
export type MemberFormValues = z.input<typeof memberFormSchema>;

/** The invitation form: the same, with the address checked as the server will. */
export const inviteFormSchema = memberFormSchema.extend({
  email: inviteColleagueSchema.shape.email,
});
