import { DEFAULT_DISCOUNT_PERCENT, DEFAULT_ROLE, ROLES, type Role } from '@shared/domain/rules';
import type { PageQuery, Page } from '@shared/schemas/page';
import type { LedgerEntry } from '@shared/schemas/order';
import type { AdminUser, CreateUserInput } from '@shared/schemas/admin/users';
import type { z } from 'zod';
import type { adminUserQuerySchema, createUserSchema } from '@shared/schemas/admin/users';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { COLLECTIONS } from '../records';
import { changePoints, toLedgerEntry } from '../shop/points';
import { queryPage } from '../paging';
import type { DocumentData, Storage } from '../storage/port';
import { diff, recordAudit, type Actor } from './audit';
import { accountsNotConfigured, type AccountService } from './accounts';
import { matchesTerms, scanPage, searchable } from './scan';

export function userNotFound(): ApiError {
  return new ApiError(404, 'gebruiker_niet_gevonden', 'Deze gebruiker bestaat niet.');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toAdminUser(id: string, data: DocumentData): AdminUser {
  const role = (ROLES as readonly string[]).includes(String(data.role))
    ? (data.role as Role)
    : DEFAULT_ROLE;
  return {
    id,
    email: text(data.email),
    role,
    discount: typeof data.discount === 'number' ? data.discount : DEFAULT_DISCOUNT_PERCENT,
    rewardPoints: typeof data.rewardPoints === 'number' ? data.rewardPoints : 0,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    company: text(data.company),
    phone: text(data.phone),
    address: text(data.address),
    createdAt: data.createdAt instanceof Date ? data.createdAt.toISOString() : null,
  };
}

export async function listUsers(
  storage: Storage,
  query: z.infer<typeof adminUserQuerySchema>,
  page: PageQuery,
): Promise<Page<AdminUser>> {
  const result = await scanPage(
    storage,
    COLLECTIONS.users,
    {
      where: query.role ? [{ field: 'role', op: '==', value: query.role }] : [],
      orderBy: [{ field: 'email' }],
    },
    page,
    (batch) =>
      batch.map(({ data }) =>
        matchesTerms(
          searchable(data.email, data.firstName, data.lastName, data.company, data.phone),
          query.q,
        ),
      ),
  );
  return {
    items: result.items.map((doc) => toAdminUser(doc.id, doc.data)),
    nextCursor: result.nextCursor,
  };
}

export async function getUser(storage: Storage, id: string): Promise<AdminUser> {
  const data = /^[A-Za-z0-9_-]{1,200}$/.test(id) ? await storage.get(COLLECTIONS.users, id) : null;
  if (!data) throw userNotFound();
  return toAdminUser(id, data);
}

/**
 * Changes role and discount. The lockout guard (domain-rules.md): an admin never takes away
 * their own admin role, and the portal always keeps at least one admin.
 */
export async function updateUser(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  patch: { role?: Role | undefined; discount?: number | undefined },
): Promise<AdminUser> {
  await getUser(storage, id);
  return storage.transaction(async (tx) => {
    const before = await tx.get(COLLECTIONS.users, id);
    if (!before) throw userNotFound();
    const demotes = before.role === 'admin' && patch.role !== undefined && patch.role !== 'admin';
    // Read inside the transaction: two admins demoting each other at the same moment conflict
    // (one is retried and then sees it would leave none) instead of both passing.
    const admins = demotes
      ? (
          await tx.query(COLLECTIONS.users, {
            where: [{ field: 'role', op: '==', value: 'admin' }],
            limit: 2,
          })
        ).length
      : 0;
    if (demotes && id === actor.uid) {
      throw new ApiError(409, 'eigen_rol', 'Je kunt je eigen beheerdersrol niet afnemen.', {
        role: 'Je kunt je eigen beheerdersrol niet afnemen.',
      });
    }
    if (demotes && admins <= 1) {
      throw new ApiError(409, 'laatste_beheerder', 'Er moet minstens één beheerder blijven.', {
        role: 'Er moet minstens één beheerder blijven.',
      });
    }
    const changes: DocumentData = {};
    if (patch.role !== undefined) changes.role = patch.role;
    if (patch.discount !== undefined) changes.discount = patch.discount;
    const after = { ...before, ...changes };
    const changed = diff(
      { role: DEFAULT_ROLE, discount: DEFAULT_DISCOUNT_PERCENT, ...before },
      after,
      Object.keys(changes),
    );
    if (changed.length) {
      tx.update(COLLECTIONS.users, id, changes);
      recordAudit(tx, {
        actor,
        entity: 'user',
        entityId: id,
        action: 'gewijzigd',
        changes: changed,
        at: clock.now(),
      });
    }
    return toAdminUser(id, after);
  });
}

/** A points correction: a ledger entry with the reason; the balance never goes below 0. */
export async function adjustPoints(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  adjustment: { amount: number; reason: string },
): Promise<AdminUser> {
  return storage.transaction(async (tx) => {
    const profile = /^[A-Za-z0-9_-]{1,200}$/.test(id) ? await tx.get(COLLECTIONS.users, id) : null;
    if (!profile) throw userNotFound();
    const balance = typeof profile.rewardPoints === 'number' ? profile.rewardPoints : 0;
    if (balance + adjustment.amount < 0) {
      const message = `Het saldo kan niet onder 0 komen: er staan ${balance.toLocaleString('nl-NL')} punten.`;
      throw new ApiError(409, 'saldo_negatief', message, { amount: message });
    }
    const now = clock.now();
    changePoints(tx, {
      userId: id,
      balance,
      amount: adjustment.amount,
      reason: 'correctie',
      note: adjustment.reason,
      at: now,
    });
    recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: id,
      action: `punten ${adjustment.amount > 0 ? 'bijgeschreven' : 'afgeschreven'}: ${adjustment.reason}`,
      changes: [
        {
          field: 'rewardPoints',
          before: String(balance),
          after: String(balance + adjustment.amount),
        },
      ],
      at: now,
    });
    return toAdminUser(id, { ...profile, rewardPoints: balance + adjustment.amount });
  });
}

/** A new sign-in account and its profile; the answer carries the code to set a password. */
export async function createUser(
  storage: Storage,
  accounts: AccountService | undefined,
  clock: Clock,
  actor: Actor,
  input: z.infer<typeof createUserSchema> | (CreateUserInput & { role: Role; discount: number }),
  action = 'aangemaakt',
): Promise<{ user: AdminUser; resetCode: string }> {
  if (!accounts) throw accountsNotConfigured();
  const email = input.email.toLowerCase();
  const { uid } = await accounts.createAccount({
    email,
    displayName: `${input.firstName} ${input.lastName}`.trim(),
  });
  const now = clock.now();
  const profile: DocumentData = {
    email,
    role: input.role,
    discount: input.discount,
    rewardPoints: 0,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? '',
    phone: input.phone ?? '',
    address: input.address ?? '',
    createdAt: now,
  };
  await storage.transaction(async (tx) => {
    tx.set(COLLECTIONS.users, uid, profile);
    recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: uid,
      action,
      changes: diff(null, profile, ['email', 'role', 'discount', 'company']),
      at: now,
    });
  });
  return { user: toAdminUser(uid, profile), resetCode: await accounts.passwordResetCode(email) };
}

/** A user's points ledger, newest first, paged; with the balance it adds up to. */
export async function pointsOf(
  storage: Storage,
  id: string,
  page: PageQuery,
): Promise<Page<LedgerEntry> & { balance: number }> {
  const user = await getUser(storage, id);
  const result = await queryPage(
    storage,
    COLLECTIONS.pointsLedger,
    {
      where: [{ field: 'userId', op: '==', value: user.id }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return {
    balance: user.rewardPoints,
    items: result.items.map(toLedgerEntry),
    nextCursor: result.nextCursor,
  };
}
