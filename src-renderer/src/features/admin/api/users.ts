import { apiSend, pagedQuery } from '@/lib/api-query';
import type { Role } from '@shared/domain/rules';
import {
  accountCreatedSchema,
  adminUserSchema,
  userPointsSchema,
  type CreateUserInput,
} from '@shared/schemas/admin/users';
import { adminKeys, adminPath } from './keys';
import { adminResource } from './resource';

export type UserFilters = { q?: string; role?: string };
const users = adminResource<typeof adminUserSchema, UserFilters>('users', adminUserSchema);

/** Every account, page by page; one account. */
export const { list: adminUsersQuery, one: adminUserQuery } = users;

/** A user's points ledger, page by page, with the balance. */
export const userPointsQuery = (id: string) =>
  pagedQuery({
    queryKey: adminKeys.userPoints(id),
    path: `${adminPath('users', id)}/punten`,
    schema: userPointsSchema,
    filters: { limit: '20' },
  });

/** A new account (Firebase Auth) with its profile; the answer carries the set-password link. */
export const createUser = (input: CreateUserInput) =>
  apiSend(adminPath('users'), { method: 'POST', body: input, schema: accountCreatedSchema });

export const updateUser = (id: string) => (patch: { role?: Role; discount?: number }) =>
  apiSend(adminPath('users', id), { method: 'PATCH', body: patch, schema: adminUserSchema });

/** Points added or taken with a reason; the server never lets the balance fall below 0. */
export const adjustPoints = (id: string) => (adjustment: { amount: number; reason: string }) =>
  apiSend(`${adminPath('users', id)}/punten`, {
    method: 'POST',
    body: adjustment,
    schema: adminUserSchema,
  });
