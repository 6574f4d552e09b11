import { z } from 'zod';
import { textFields } from './answer-fields';
import {
  isValidBtwId,
  isValidIban,
  isValidKvk,
  normaliseBtwId,
  normaliseIban,
} from '../domain/dutch-ids';
import {
  CUSTOMER_INVOICE_PREFIX_PATTERN,
  CUSTOMER_INVOICE_RULES,
} from '../domain/customer-invoice';
import { OFFERTE_RULES } from '../domain/offerte';
import {
  addressLineSchema,
  FIRM_CONTACT_FIELDS,
  optionalEmail,
  optionalPhoneSchema,
  optionalText,
} from './contact-fields';

/** Empty, or a value that passes `check` after `normalise`. */
export function optionalChecked(
  max: number,
  normalise: (value: string) => string,
  check: (value: string) => boolean,
  message: string,
) {
  return z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((value, ctx) => {
      if (value === '') return '';
      const normalised = normalise(value);
      if (check(normalised)) return normalised;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .default('');
}

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Geef ${label} als getal.` })
    .int({ error: `Geef ${label} als heel getal.` })
    .min(min, { error: `${label[0]?.toUpperCase()}${label.slice(1)} is minstens ${min}.` })
    .max(max, { error: `${label[0]?.toUpperCase()}${label.slice(1)} is hoogstens ${max}.` });

/**
 * The installer company's own details for its offertes (`Bedrijfsgegevens` in Settings): what
 * the homeowner reads on every offerte. KvK, btw-id and IBAN are checked like the dealer form.
 */
export const businessDetailsInputSchema = z.object({
  tradeName: optionalText(120),
  address: addressLineSchema.default(''),
  kvkNumber: optionalChecked(
    20,
    (v) => v.replace(/\s/g, ''),
    isValidKvk,
    'Een KvK-nummer bestaat uit precies 8 cijfers.',
  ),
  btwId: optionalChecked(
    40,
    normaliseBtwId,
    isValidBtwId,
    'Vul een geldig btw-nummer in: NL, 9 cijfers, B en 2 cijfers (zoals NL004495445B01).',
  ),
  iban: optionalChecked(
    42,
    normaliseIban,
    isValidIban,
    'Dit IBAN klopt niet: controleer het nummer (zoals NL91 ABNA 0417 1643 00).',
  ),
  phone: optionalPhoneSchema.default(''),
  email: optionalEmail('Vul een geldig e-mailadres in, zoals info@bedrijf.nl.').default(''),
  website: optionalText(200),
  marginPercent: whole('de standaardmarge', 0, 500).default(OFFERTE_RULES.defaultMarginPercent),
  hourlyRateCents: whole('het uurtarief', 0, 100_000_00).default(
    OFFERTE_RULES.defaultHourlyRateCents,
  ),
  validityDays: whole('de geldigheid', 1, OFFERTE_RULES.maxValidityDays).default(
    OFFERTE_RULES.defaultValidityDays,
  ),
  terms: optionalText(5000, { lines: true }),
  /** The deposit asked on `Aanbetalingsfactuur maken`, % of the offerte. */
  depositPercent: whole('de aanbetaling', 0, 100).default(
    CUSTOMER_INVOICE_RULES.defaultDepositPercent,
  ),
  invoicePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CUSTOMER_INVOICE_PREFIX_PATTERN, {
      error: `Het voorvoegsel van je factuurnummers heeft hooguit ${CUSTOMER_INVOICE_RULES.maxPrefixLength} letters of cijfers.`,
    })
    .default(''),
  /** How the firm's mails to its clients are signed as sender (empty: "… via Warmteportaal"). */
  mailSenderName: optionalText(120),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsInputSchema>;
export type BusinessDetailsUpdate = z.output<typeof businessDetailsInputSchema>;

/** What the API answers: the details, the logo's address (if any) and whether one may edit. */
export const businessDetailsSchema = z.object({
  ...textFields('tradeName', 'address', ...FIRM_CONTACT_FIELDS),
  /** For who may make offertes only (the role table): a monteur is not told the firm's margin. */
  marginPercent: z.number().optional(),
  hourlyRateCents: z.number().optional(),
  validityDays: z.number(),
  terms: z.string(),
  depositPercent: z.number(),
  invoicePrefix: z.string(),
  mailSenderName: z.string(),
  logoUrl: z.string().optional(),
  mayEdit: z.boolean(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** The logo: png or jpg, at most 1 MB, told apart by its first bytes. */
export const MAX_LOGO_BYTES = 1024 * 1024;
