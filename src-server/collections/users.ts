import { z } from 'zod';
import { COMPANY_ROLES } from '@shared/domain/company';
import { DEFAULT_REWARD_POINTS, DEFAULT_ROLE, type Role } from '@shared/domain/rules';
import { profileResponseSchema, type ProfileResponse } from '@shared/schemas/profile';
import { defineCollection, storedDate, type EntryOf } from './collection';

/**
 * users/{uid}: the profile, stored as `GET /api/me` shows it. Role, discount, points and
 * creation date may be missing (the defaults of docs/domain-rules.md apply: `roleOf`, `discountOf`,
 * `rewardPointsOf`); the e-mail address may too (the sign-in account has it). The company
 * fields are missing only until the start-up migration (src-server/company/migrate.ts).
 */
export const users = defineCollection({
  name: 'users',
  schema: profileResponseSchema.omit({ id: true }).extend({
    email: z.string().optional(),
    createdAt: storedDate.optional(),
    companyId: z.string().optional(),
    companyRole: z.enum(COMPANY_ROLES).optional(),
    /** Spend limits in cents excl. btw; missing means no limit. */
    limitPerOrderCents: z.number().int().min(0).optional(),
    limitPerMonthCents: z.number().int().min(0).optional(),
    /** Set when the company removed the member: they may no longer act for it. */
    removedFromCompanyAt: storedDate.optional(),
    /**
     * Set when a colleague invited this address, cleared at the first signed-in visit: an
     * invitation never accepted frees the address once its link expired.
     */
    invitedAt: storedDate.nullable().optional(),
  }),
});
export type StoredUser = EntryOf<typeof users>;

export const roleOf = (user: { role?: Role | undefined } | null): Role =>
  user?.role ?? DEFAULT_ROLE;
export const rewardPointsOf = (user: { rewardPoints?: number | undefined } | null): number =>
  user?.rewardPoints ?? DEFAULT_REWARD_POINTS;

/** Only the profile fields (docs/domain-rules.md, "Profile defaults") leave the server. */
export function toProfileResponse(user: StoredUser, signedInEmail: string): ProfileResponse {
  const {
    id,
    email,
    companyId: _company,
    companyRole,
    limitPerOrderCents: _perOrder,
    limitPerMonthCents: _perMonth,
    removedFromCompanyAt: _removed,
    invitedAt: _invited,
    ...profile
  } = user;
  return {
    ...profile,
    id,
    email: email ?? signedInEmail,
    ...(companyRole ? { companyRole } : {}),
  };
}
