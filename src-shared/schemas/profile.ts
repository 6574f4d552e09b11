import { z } from 'zod';
import { COMPANY_ROLES, type CompanyRole } from '../domain/company';
import { discountSchema } from './discount';
import {
  MAX_DELIVERY_ADDRESSES,
  DEFAULT_DISCOUNT_PERCENT,
  DEFAULT_REWARD_POINTS,
  DEFAULT_ROLE,
  ROLES,
  type Role,
} from '../domain/rules';
import {
  addressLineSchema,
  optionalPhoneSchema,
  optionalText,
  postcodeSchema,
  requiredText,
  strictObject,
} from './contact-fields';

/** A delivery address the user keeps for checkout. */
export const deliveryAddressSchema = strictObject({
  label: optionalText(60),
  street: requiredText('straat en huisnummer', 120),
  postcode: postcodeSchema,
  city: requiredText('een plaats', 80),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export function formatDeliveryAddress(address: DeliveryAddress): string {
  return `${address.street}, ${address.postcode} ${address.city}`;
}

/**
 * What a user may change of their own profile (`PATCH /api/me`). Strict: role, discount,
 * points, email and anything else are refused, never silently dropped.
 */
export const profileUpdateSchema = strictObject({
  firstName: requiredText('je voornaam', 80),
  lastName: requiredText('je achternaam', 80),
  // No default here: under `.partial()` a default would write '' for a field nobody sent.
  company: optionalText(120).unwrap(),
  phone: optionalPhoneSchema,
  address: addressLineSchema,
  deliveryAddresses: z.array(deliveryAddressSchema).max(MAX_DELIVERY_ADDRESSES, {
    error: `Je kunt hoogstens ${MAX_DELIVERY_ADDRESSES} afleveradressen bewaren.`,
  }),
  /** E-mail about orders and questions (on when missing); invoices and links always go. */
  emailUpdates: z.boolean({ error: 'Kies aan of uit.' }),
}).partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const storedDeliveryAddressSchema = z.object({
  label: z.string().default(''),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
});

/**
 * The profile as `GET /api/me` returns it: what is stored in users/{uid}, where role,
 * discount, rewardPoints and createdAt may be missing.
 */
export const profileResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES).optional(),
  discount: discountSchema.optional(),
  rewardPoints: z.number().int().min(0).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  company: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  deliveryAddresses: z.array(storedDeliveryAddressSchema).optional(),
  emailUpdates: z.boolean().optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  /** The member's role in their company, so the menu offers only what the role may do. */
  companyRole: z.enum(COMPANY_ROLES).optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The profile as the session holds it, with its defaults applied (docs/domain-rules.md). */
export interface UserProfile {
  id: string;
  email: string;
  role: Role;
  discount: number;
  rewardPoints: number;
  firstName?: string;
  lastName?: string;
  company?: string;
  phone?: string;
  address?: string;
  deliveryAddresses?: DeliveryAddress[];
  /** Missing: on (docs/domain-rules.md, "Settings"). */
  emailUpdates?: boolean;
  createdAt: Date;
  companyRole?: CompanyRole;
}

export function withProfileDefaults(raw: ProfileResponse, now: Date = new Date()): UserProfile {
  const { createdAt, role, discount, rewardPoints, ...rest } = raw;
  return {
    ...rest,
    role: role ?? DEFAULT_ROLE,
    discount: discount ?? DEFAULT_DISCOUNT_PERCENT,
    rewardPoints: rewardPoints ?? DEFAULT_REWARD_POINTS,
    createdAt: createdAt ? new Date(createdAt) : now,
  };
}
