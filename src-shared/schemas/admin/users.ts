import { z } from 'zod';
import { textFields } from '../answer-fields';
import { strictObject } from '../contact-fields';
import { discountSchema } from '../discount';
import { ROLES } from '../../domain/rules';
import { normaliseDutchPhone } from '../../domain/dutch-ids';
import { ledgerEntrySchema } from '../order';
import { pageSchema } from '../page';
import { lineText } from '../plain-text';

const role = z.enum(ROLES, { error: 'Kies een rol: installateur, dealer of beheerder.' });
const discount = discountSchema;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  discount: z.number(),
  rewardPoints: z.number().int(),
  ...textFields('firstName', 'lastName', 'company', 'phone', 'address'),
  createdAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Zoek op hooguit 100 tekens.' }).optional(),
  role: role.optional(),
});

export const userPatchSchema = strictObject({
  role: role.optional(),
  discount: discount.optional(),
}).refine((value) => value.role !== undefined || value.discount !== undefined, {
  error: 'Er is niets om te wijzigen.',
});

export const pointsAdjustmentSchema = strictObject({
  amount: z
    .number({ error: 'Vul een aantal punten in.' })
    .int({ error: 'Punten zijn hele getallen.' })
    .refine((v) => v !== 0, { error: 'Vul een aantal punten anders dan 0 in.' })
    .refine((v) => Math.abs(v) <= 1_000_000, { error: 'Dat zijn te veel punten in één keer.' }),
  reason: lineText({ error: 'Geef een reden op.' })
    .trim()
    .min(3, { error: 'Geef een reden op (minstens 3 tekens).' })
    .max(200, { error: 'Een reden heeft hooguit 200 tekens.' }),
});

const text = (max: number) =>
  lineText()
    .trim()
    .max(max, { error: `Hooguit ${max} tekens.` });

export const createUserSchema = strictObject({
  email: z
    .string({ error: 'Vul een e-mailadres in.' })
    .trim()
    .max(200)
    .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' }))
    .transform((v) => v.toLowerCase()),
  firstName: text(80).min(1, { error: 'Vul een voornaam in.' }),
  lastName: text(80).min(1, { error: 'Vul een achternaam in.' }),
  company: text(120).default(''),
  phone: z
    .string()
    .max(30)
    .default('')
    .refine((v) => v.trim() === '' || normaliseDutchPhone(v) !== null, {
      error: 'Vul een Nederlands telefoonnummer in, zoals 030 123 45 67.',
    })
    .transform((v) => (v.trim() === '' ? '' : (normaliseDutchPhone(v) ?? ''))),
  address: text(300).default(''),
  role: role.default('installer'),
  discount: discount.default(0),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** A new account gets no password: the admin passes on this link to set one. */
export const accountCreatedSchema = z.object({
  user: adminUserSchema,
  passwordLink: z.string(),
});

/** A page of a user's points ledger and the balance it adds up to. */
export const userPointsSchema = pageSchema(ledgerEntrySchema).extend({ balance: z.number().int() });
