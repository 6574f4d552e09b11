import { z } from 'zod';
import { textFields } from './answer-fields';
import { COMPANY_ROLES, type CompanyAction } from '../domain/company';
import {
  APPROVAL_MAIL_TO,
  DEFAULT_MAIL_ROUTING,
  INVOICE_MAIL_TO,
  ORDER_MAIL_TO,
} from '../domain/mail-routing';
import { isValidIban, isValidKvk, normaliseBtwId, normaliseIban } from '../domain/dutch-ids';
import { isValidVatId } from '../domain/vat-ids';
import { optionalChecked } from './business-details';
import { postalAddressInputSchema, postalAddressSchema } from './postal-address';
import { EURO_INPUT_MESSAGE, parseEuroToCents } from '../domain/euro-input';
import {
  FIRM_CONTACT_FIELDS,
  optionalEmail,
  optionalPhoneSchema,
  optionalText,
  requiredText,
  strictObject,
} from './contact-fields';

const firmEmail = optionalEmail(
  'Vul een geldig e-mailadres in, zoals administratie@bedrijf.nl.',
).default('');

const role = z.enum(COMPANY_ROLES, { error: 'Kies een rol.' });
/** A spend limit in cents excl. btw; null: no limit. */
const limit = z.number().int().min(0).nullable();

export const companyMemberSchema = z.object({
  ...textFields('id', 'name', 'email'),
  companyRole: role,
  limitPerOrderCents: z.number().int().optional(),
  limitPerMonthCents: z.number().int().optional(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/**
 * Who edits the firm's record (its details, invoice address, billing e-mail): eigenaar and
 * inkoper, the roles that make offertes and see invoices; a monteur reads.
 */
export const EDIT_COMPANY_ACTION: CompanyAction = 'offertes';

/** Who chooses who gets which e-mail: the eigenaar, who also manages the colleagues. */
export const MAIL_ROUTING_ACTION: CompanyAction = 'collegas';

/** One e-mail's recipients as chosen: each at most once, at least one. */
const recipients = <T extends readonly [string, ...string[]]>(values: T, nobody: string) =>
  z
    .array(z.enum(values, { error: 'Kies uit de ontvangers die er zijn.' }))
    .max(values.length)
    .min(1, { error: nobody })
    .transform((chosen): T[number][] => values.filter((value) => chosen.includes(value)));

/**
 * `PUT /api/company/mail`: who gets which of the firm's e-mails (src-shared/domain/mail-routing.ts),
 * chosen by an eigenaar.
 */
export const mailRoutingSchema = strictObject({
  bestellingen: recipients(ORDER_MAIL_TO, 'Kies wie berichten over bestellingen krijgt.'),
  goedkeuringen: recipients(APPROVAL_MAIL_TO, 'Kies wie verzoeken om goedkeuring krijgt.'),
  facturen: recipients(INVOICE_MAIL_TO, 'Kies wie facturen en creditfacturen krijgt.'),
});
export type MailRoutingInput = z.input<typeof mailRoutingSchema>;

/** The choice as stored: a choice that cannot be read is the default, never nobody. */
export const storedMailRoutingSchema = z
  .object({
    bestellingen: z.array(z.enum(ORDER_MAIL_TO)).min(1),
    goedkeuringen: z.array(z.enum(APPROVAL_MAIL_TO)).min(1),
    facturen: z.array(z.enum(INVOICE_MAIL_TO)).min(1),
  })
  .catch(DEFAULT_MAIL_ROUTING);

/** The firm's record as `/bedrijf` shows it (domain-rules.md, "The firm as a party"). */
export const companyRecordSchema = z.object({
  ...textFields('id', 'name', 'legalName', 'billingEmail', ...FIRM_CONTACT_FIELDS),
  visitingAddress: postalAddressSchema.nullable(),
  invoiceAddress: postalAddressSchema.nullable(),
  deliveryAddresses: z.array(
    z.object({ label: z.string(), street: z.string(), postcode: z.string(), city: z.string() }),
  ),
  mailRouting: storedMailRoutingSchema,
  mayEdit: z.boolean(),
});
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

const KVK_MESSAGE = 'Een KvK-nummer bestaat uit precies 8 cijfers.';
const VAT_MESSAGE =
  'Vul een geldig btw-nummer in, zoals NL004495445B01 (of het btw-nummer van je land).';

/**
 * `PUT /api/company`: the firm's details. A firm in the Netherlands gives its KvK number, a
 * firm abroad its btw-id: each is how e-invoices reach it. An address abroad is entered with
 * its own country and postcode.
 */
export const companyDetailsInputSchema = strictObject({
  legalName: requiredText('de statutaire naam', 200),
  name: optionalText(120),
  kvkNumber: optionalChecked(20, (v) => v.replace(/\s/g, ''), isValidKvk, KVK_MESSAGE),
  btwId: optionalChecked(40, normaliseBtwId, isValidVatId, VAT_MESSAGE),
  visitingAddress: postalAddressInputSchema.nullable().default(null),
  invoiceAddress: postalAddressInputSchema,
  billingEmail: firmEmail,
  email: firmEmail,
  phone: optionalPhoneSchema.default(''),
  website: optionalText(200),
  iban: optionalChecked(
    42,
    normaliseIban,
    isValidIban,
    'Dit IBAN klopt niet: controleer het nummer (zoals NL91 ABNA 0417 1643 00).',
  ),
}).superRefine((details, ctx) => {
  if (details.invoiceAddress.country === 'NL' && !details.kvkNumber)
    ctx.addIssue({ code: 'custom', path: ['kvkNumber'], message: 'Vul het KvK-nummer in.' });
  if (details.invoiceAddress.country !== 'NL' && !details.btwId)
    ctx.addIssue({
      code: 'custom',
      path: ['btwId'],
      message:
        'Vul het btw-nummer in: daarmee bereiken onze facturen een bedrijf in het buitenland.',
    });
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInputSchema>;
export type CompanyDetails = z.output<typeof companyDetailsInputSchema>;

/** `GET /api/company`: the firm, the member asking, and every colleague with their points. */
export const companyOverviewSchema = z.object({
  company: companyRecordSchema,
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
