import { z } from 'zod';
import {
  DEFAULT_DISCOUNT_PERCENT,
  DEFAULT_REWARD_POINTS,
  DEFAULT_ROLE,
  ROLES,
  type Role,
} from '../domain/rules';

/**
 * The profile as `GET /api/me` returns it: what is stored in users/{uid}, where role,
 * discount, rewardPoints and createdAt may be missing.
 */
export const profileResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES).optional(),
  discount: z.number().min(0).max(100).optional(),
  rewardPoints: z.number().int().min(0).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  company: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The profile as the session holds it, with the specification's defaults applied. */
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
  createdAt: Date;
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
