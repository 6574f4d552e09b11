import { z } from 'zod';
import { addressFromLine } from '@shared/schemas/postal-address';
import { OFFERTE_RULES } from '@shared/domain/offerte';
import { discountSchema } from '@shared/schemas/discount';
import { postalAddressSchema, type PostalAddress } from '@shared/schemas/postal-address';
import { storedMailRoutingSchema } from '@shared/schemas/company';
import { DEFAULT_MAIL_ROUTING } from '@shared/domain/mail-routing';
import { blankText, defineCollection, storedDate, type EntryOf } from './collection';

const storedAddress = z.object({
  label: z.string().default(''),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
});

/**
 * An address from before addresses were structured: street, postcode and city where the line
 * splits, else kept whole as the street (nothing is lost; the firm completes it on /bedrijf).
 */
export function addressOfLine(line: string): PostalAddress | null {
  if (line.trim() === '') return null;
  return addressFromLine(line) ?? { street: line.trim(), postcode: '', city: '', country: 'NL' };
}

/** An address as stored: structured since wave 4, one line in older records. */
const structuredAddress = z.codec(
  z.union([postalAddressSchema, z.string()]).nullable(),
  postalAddressSchema.nullable(),
  {
    decode: (stored) => (typeof stored === 'string' ? addressOfLine(stored) : stored),
    encode: (address) => address,
  },
);

/** What a firm's offertes start from until it sets its own (Bedrijfsgegevens). */
export const offerteDefaults = {
  marginPercent: z.number().default(OFFERTE_RULES.defaultMarginPercent),
  hourlyRateCents: z.number().int().default(OFFERTE_RULES.defaultHourlyRateCents),
  validityDays: z.number().int().default(OFFERTE_RULES.defaultValidityDays),
};

/**
 * companies/{id}: the firm (`bedrijf`) as one party (domain-rules.md, "The firm as a party"):
 * its names, KvK number, btw-id, addresses, billing e-mail, delivery addresses, and what its
 * offertes show (`Bedrijfsgegevens` is a view of this record). `name` is the trade name the
 * portal shows; `legalName` the statutory name invoices are addressed to (empty: the trade
 * name). `discount`, when the back-office sets one, is copied to every member's profile.
 */
export const companies = defineCollection({
  name: 'companies',
  schema: z.object({
    name: z.string(),
    ...blankText('legalName', 'kvkNumber', 'btwId'),
    visitingAddress: structuredAddress.default(null),
    invoiceAddress: structuredAddress.default(null),
    /** The bookkeeping inbox invoices and credit notes go to (empty: the eigenaars). */
    billingEmail: z.string().default(''),
    /** The firm's general contact details, shown on its offertes. */
    ...blankText('email', 'phone', 'website'),
    /** The firm's account: on its offertes, and where a credit note is refunded. */
    iban: z.string().default(''),
    deliveryAddresses: z.array(storedAddress).default([]),
    /** Who gets which e-mail (src-shared/domain/mail-routing.ts), chosen by an eigenaar. */
    mailRouting: storedMailRoutingSchema.default(DEFAULT_MAIL_ROUTING),
    ...offerteDefaults,
    /**
     * Days before the due date a maintenance reminder goes to a client who consented (absent:
     * MAINTENANCE_REMINDER_DAYS.default).
     */
    maintenanceReminderDays: z.number().int().optional(),
    terms: z.string().default(''),
    /**
     * The deposit the firm asks of its clients, % of the offerte (unset: the portal's default,
     * CUSTOMER_INVOICE_RULES); its letters before its own invoice numbers (`DV-2026-0001`);
     * the sender name of its mails to clients (unset: "<name> via Warmteportaal").
     */
    depositPercent: z.number().int().optional(),
    invoicePrefix: z.string().optional(),
    mailSenderName: z.string().optional(),
    /** The logo in the file port (`logos/…`), served publicly by its unguessable name. */
    logoPath: z.string().optional(),
    /** When the firm last saved its details (offerte labour then uses its own hourly rate). */
    detailsSavedAt: storedDate.optional(),
    /** When the start-up migration merged the separate business details into this record. */
    businessDetailsMergedAt: storedDate.optional(),
    discount: discountSchema.optional(),
    createdAt: storedDate,
  }),
});
export type StoredCompany = EntryOf<typeof companies>;

/** The id of the one-person company a user without one gets (the migration, a new account). */
export const ownCompanyId = (uid: string): string => `bedrijf-${uid}`;
