import { z } from 'zod';
import {
  BTW_ID_PATTERN,
  isValidBtwId,
  isValidKvk,
  normaliseBtwId,
  normaliseDutchPhone,
} from '../domain/dutch-ids';
import { lineText, linesText } from '../schemas/plain-text';

/**
 * The two public forms (docs/domain-rules.md, "Public forms"). Every field has a size limit;
 * `website` is a honeypot that people never see and bots fill in.
 */
export const FORM_LIMITS = {
  name: 120,
  email: 200,
  phone: 30,
  subject: 150,
  message: 5000,
  remarks: 2000,
} as const;

const required = (label: string, max: number, text = lineText) =>
  text({ error: `Vul ${label} in.` })
    .trim()
    .min(1, { error: `Vul ${label} in.` })
    .max(max, { error: `Gebruik voor ${label} hooguit ${max} tekens.` });

const email = z
  .string({ error: 'Vul je e-mailadres in.' })
  .trim()
  .max(FORM_LIMITS.email, { error: `Een e-mailadres heeft hooguit ${FORM_LIMITS.email} tekens.` })
  .pipe(z.email({ error: 'Vul een geldig e-mailadres in, zoals naam@bedrijf.nl.' }))
  .transform((value) => value.toLowerCase());

const honeypot = z.string().max(500).optional().default('');

export const dealerApplicationInputSchema = z.object({
  companyName: required('de bedrijfsnaam', FORM_LIMITS.name),
  kvkNumber: z
    .string({ error: 'Vul het KvK-nummer in.' })
    .trim()
    .refine(isValidKvk, { error: 'Een KvK-nummer bestaat uit precies 8 cijfers.' }),
  btwId: z
    .string({ error: 'Vul het btw-nummer in.' })
    .max(40, { error: 'Dit btw-nummer is te lang.' })
    .transform(normaliseBtwId)
    .superRefine((id, ctx) => {
      if (isValidBtwId(id)) return;
      // The format and the check digits are two mistakes with two different fixes.
      ctx.addIssue({
        code: 'custom',
        message: BTW_ID_PATTERN.test(id)
          ? 'Dit btw-nummer klopt niet: de controle van de cijfers faalt. Kijk het nummer na (zoals NL004495445B01).'
          : 'Vul een geldig btw-nummer in: NL, 9 cijfers, B en 2 cijfers (zoals NL004495445B01).',
      });
    }),
  contactName: required('de naam van de contactpersoon', FORM_LIMITS.name),
  email,
  phone: z
    .string({ error: 'Vul een telefoonnummer in.' })
    .max(FORM_LIMITS.phone, { error: 'Dit telefoonnummer is te lang.' })
    .transform((value, ctx) => {
      const normalised = normaliseDutchPhone(value);
      if (!normalised) {
        ctx.addIssue({
          code: 'custom',
          message: 'Vul een Nederlands telefoonnummer in, zoals 030 123 45 67.',
        });
        return z.NEVER;
      }
      return normalised;
    }),
  remarks: linesText()
    .trim()
    .max(FORM_LIMITS.remarks, { error: `Gebruik hooguit ${FORM_LIMITS.remarks} tekens.` })
    .optional()
    .default(''),
  website: honeypot,
});
export type DealerApplicationInput = z.input<typeof dealerApplicationInputSchema>;

export const contactMessageInputSchema = z.object({
  name: required('je naam', FORM_LIMITS.name),
  email,
  subject: lineText()
    .trim()
    .max(FORM_LIMITS.subject, {
      error: `Gebruik voor het onderwerp hooguit ${FORM_LIMITS.subject} tekens.`,
    })
    .optional()
    .default(''),
  message: required('je bericht', FORM_LIMITS.message, linesText),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** The answer to both forms; the same whether or not the e-mail address has an account. */
export const formReceivedSchema = z.object({ message: z.string() });
export const APPLICATION_RECEIVED =
  'Bedankt! We hebben je aanvraag ontvangen en nemen binnen drie werkdagen contact op.';
export const MESSAGE_RECEIVED =
  'Bedankt! We hebben je bericht ontvangen en antwoorden binnen één werkdag.';
