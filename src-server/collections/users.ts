import { z } from 'zod';
import { COMPANY_ROLES } from '@shared/domain/company';
import { DEFAULT_REWARD_POINTS, DEFAULT_ROLE, type Role } from '@shared/domain/rules';
import { profileResponseSchema, type ProfileResponse } from '@shared/schemas/profile';
import { defineCollection, storedDate, type EntryOf } from './collection';

/**
 * users/{uid}: the profile, stored as `GET /api/me` shows it. Role, discount and creation date
 * may be missing (the defaults of docs/domain-rules.md apply: `roleOf`, `discountOf`); the
 * e-mail address may too (the sign-in account has it). The company fields are missing only
 * until the start-up migration (src-server/company/migrate.ts). The points a member may spend
 * are the firm's (`companyPoints`); a stored `rewardPoints` is a personal balance from before
 * that, which the migration moves to the firm.
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
    /**
     * When the start-up migration moved this user's personal points (`rewardPoints`, from
     * before points belonged to the firm) to their firm, and how many: set once, so a second
     * run moves nothing. The stored `rewardPoints` is 0 from then on.
     */
    pointsMovedAt: storedDate.optional(),
    pointsMoved: z.number().int().optional(),
  }),
});
export type StoredUser = EntryOf<typeof users>;

export const roleOf = (user: { role?: Role | undefined } | null): Role =>
  user?.role ?? DEFAULT_ROLE;
/** A personal balance from before points belonged to the firm (what the migration moves). */
export const rewardPointsOf = (user: { rewardPoints?: number | undefined } | null): number =>
  user?.rewardPoints ?? DEFAULT_REWARD_POINTS;

/**
 * Only the profile fields (docs/domain-rules.md, "Profile defaults") leave the server;
 * `rewardPoints` is the balance this member can spend: their firm's (`firmPoints`).
 */
export function toProfileResponse(
  user: StoredUser,
  signedInEmail: string,
  firmPoints: number,
): ProfileResponse {
  const {
    id,
    email,
    rewardPoints: _personal,
    pointsMovedAt: _movedAt,
    pointsMoved: _moved,
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
    rewardPoints: firmPoints,
    ...(companyRole ? { companyRole } : {}),
  };
}
