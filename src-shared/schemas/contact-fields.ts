import { z } from 'zod';
import {
  normaliseDutchPhone,
  normalisePostcode,
  normalisePostcodeIn,
} from '../domain/contact-details';
import { lineText, linesText } from './plain-text';

/** A Dutch postcode, stored as `1234 AB`. */
export const postcodeSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const postcode = normalisePostcode(value);
    if (postcode) return postcode;
    ctx.addIssue({ code: 'custom', message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' });
    return z.NEVER;
  });

/** A Dutch phone number, stored as `+31…`; empty stays empty. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40, { error: 'Dit telefoonnummer is te lang.' })
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = normaliseDutchPhone(value);
    if (phone) return phone;
    ctx.addIssue({
      code: 'custom',
      message: 'Vul een Nederlands telefoonnummer in, bijvoorbeeld 06 12345678 of 030 123 45 67.',
    });
    return z.NEVER;
  });

/** An e-mail address that may stay empty; `invalid` says what a wrong one should look like. */
export function optionalEmail(
  invalid: string,
  tooLong = 'Een e-mailadres heeft hooguit 200 tekens.',
) {
  return z
    .string()
    .trim()
    .max(200, { error: tooLong })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: invalid });
}

/** A free address line; a postcode in it is written the normal way. */
export const addressLineSchema = lineText()
  .trim()
  .max(300, { error: 'Het adres mag hoogstens 300 tekens lang zijn.' })
  .transform(normalisePostcodeIn);

/** A stored text that must be filled in; `lines` for a field of several lines. */
export function requiredText(label: string, max: number, { lines = false } = {}) {
  return (lines ? linesText : lineText)({ error: `Vul ${label} in.` })
    .trim()
    .min(1, { error: `Vul ${label} in.` })
    .max(max, { error: `Dit veld mag hoogstens ${max} tekens lang zijn.` });
}

/** A stored text that may stay empty; `lines` for a field of several lines. */
export function optionalText(max: number, { lines = false } = {}) {
  return (lines ? linesText : lineText)()
    .trim()
    .max(max, { error: `Dit veld mag hoogstens ${max} tekens lang zijn.` })
    .default('');
}

/** Objects that refuse fields they do not know, with a Dutch message naming them. */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Deze gegevens kun je hier niet wijzigen: ${issue.keys.join(', ')}.`
        : undefined,
  });
}

/** The identifiers and contact details every record of a firm carries, under the same names. */
export const FIRM_CONTACT_FIELDS = [
  'kvkNumber',
  'btwId',
  'iban',
  'phone',
  'email',
  'website',
] as const;
export type FirmContactField = (typeof FIRM_CONTACT_FIELDS)[number];

/** A firm's identifiers and contact details, taken from any record of it. */
export function firmContactOf<T extends Partial<Record<FirmContactField, string>>>(
  firm: T,
): Pick<T, FirmContactField> {
  return Object.fromEntries(FIRM_CONTACT_FIELDS.map((field) => [field, firm[field]])) as Pick<
    T,
    FirmContactField
  >;
}
