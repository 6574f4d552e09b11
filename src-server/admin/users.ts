import { discountOf, type Role } from '@shared/domain/rules';
import { isoMoment } from '@shared/domain/dates';
import type { PageQuery, Page } from '@shared/schemas/page';
import type { LedgerEntry } from '@shared/schemas/order';
import type { AdminUser, CreateUserInput } from '@shared/schemas/admin/users';
import type { z } from 'zod';
import type { adminUserQuerySchema, createUserSchema } from '@shared/schemas/admin/users';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { changePoints, firmPointsPage } from '../points/points';
import { firmBalances, firmPointsOf } from '../collections/company-points';
import { companyOfRecord } from '../policy/access';
import type { Storage } from '../storage/port';
import { roleOf, users, type StoredUser } from '../collections/users';
import { diff, recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';
import type { AccountService } from '../accounts/port';
import { accountsNotConfigured } from '../accounts/errors';
import { releaseExpiredInvitation } from '../company/colleagues';
import { foundCompany, type CompanyDetails } from '../company/found';
import { scanCollection } from '../collections/scan';
import { matchesTerms, searchable } from '../collections/text-match';
import { personName } from '@shared/domain/display-name';

export function userNotFound(): ApiError {
  return new ApiError(404, 'gebruiker_niet_gevonden', 'Deze gebruiker bestaat niet.');
}

/** The user as the back-office sees them; `firmPoints` is their firm's balance (what they can spend). */
export function toAdminUser(user: StoredUser, firmPoints: number): AdminUser {
  return {
    id: user.id,
    email: user.email ?? '',
    role: roleOf(user),
    discount: discountOf(user),
    rewardPoints: firmPoints,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    createdAt: user.createdAt ?? null,
  };
}

export async function listUsers(
  storage: Storage,
  query: z.infer<typeof adminUserQuerySchema>,
  page: PageQuery,
): Promise<Page<AdminUser>> {
  const result = await scanCollection(
    storage,
    users,
    {
      where: query.role ? [{ field: 'role', op: '==', value: query.role }] : [],
      orderBy: [{ field: 'email' }],
    },
    page,
    (user) =>
      matchesTerms(
        searchable(user.email, user.firstName, user.lastName, user.company, user.phone),
        query.q,
      ),
  );
  const balances = await firmBalances(
    storage,
    result.items.map((user) => companyOfRecord(user, user.id)),
  );
  return {
    items: result.items.map((user) =>
      toAdminUser(user, balances.get(companyOfRecord(user, user.id)) ?? 0),
    ),
    nextCursor: result.nextCursor,
  };
}

export async function getUser(storage: Storage, id: string): Promise<AdminUser> {
  const user = await users.on(storage).get(id);
  if (!user) throw userNotFound();
  const firm = await firmPointsOf(storage, companyOfRecord(user, id));
  return toAdminUser(user, firm.balance);
}

/**
 * Changes role and discount. The lockout guard (docs/domain-rules.md, "Back-office"): an admin
 * never takes away their own admin role, and the portal always keeps at least one admin.
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
    const before = await users.in(tx).get(id);
    if (!before) throw userNotFound();
    const firm = await firmPointsOf(tx, companyOfRecord(before, id));
    const demotes = before.role === 'admin' && patch.role !== undefined && patch.role !== 'admin';
    // Read inside the transaction: two admins demoting each other at the same moment conflict
    // (one is retried and then sees it would leave none) instead of both passing.
    const admins = demotes
      ? (
          await users.in(tx).query({
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
    const changes = {
      ...(patch.role === undefined ? {} : { role: patch.role }),
      ...(patch.discount === undefined ? {} : { discount: patch.discount }),
    };
    const after = { ...before, ...changes };
    const changed = diff(
      { role: roleOf(before), discount: discountOf(before) },
      { role: roleOf(after), discount: discountOf(after) },
      [
        ...(patch.role === undefined ? [] : ['role' as const]),
        ...(patch.discount === undefined ? [] : ['discount' as const]),
      ],
    );
    if (changed.length) {
      users.in(tx).update(id, changes);
      recordAudit(tx, {
        actor,
        entity: 'user',
        entityId: id,
        recordLabel: recordLabel.user(after),
        action: 'gewijzigd',
        changes: changed,
        at: clock.now(),
      });
    }
    return toAdminUser(after, firm.balance);
  });
}

/**
 * A points correction on the user's firm (points are the firm's): a ledger entry naming the
 * user, with the reason; the balance never goes below 0.
 */
export async function adjustPoints(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  adjustment: { amount: number; reason: string },
): Promise<AdminUser> {
  return storage.transaction(async (tx) => {
    const profile = await users.in(tx).get(id);
    if (!profile) throw userNotFound();
    const firm = await firmPointsOf(tx, companyOfRecord(profile, id));
    const { balance } = firm;
    if (balance + adjustment.amount < 0) {
      const message = `Het saldo van het bedrijf kan niet onder 0 komen: er staan ${balance.toLocaleString('nl-NL')} punten.`;
      throw new ApiError(409, 'saldo_negatief', message, { amount: message });
    }
    const now = clock.now();
    const after = changePoints(tx, firm, {
      userId: id,
      amount: adjustment.amount,
      reason: 'correctie',
      note: adjustment.reason,
      at: now,
    });
    recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: id,
      recordLabel: recordLabel.user(profile),
      action: `punten ${adjustment.amount > 0 ? 'bijgeschreven' : 'afgeschreven'}: ${adjustment.reason}`,
      changes: [
        {
          field: 'rewardPoints',
          before: String(balance),
          after: String(after),
        },
      ],
      at: now,
    });
    return toAdminUser(profile, after);
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
  company: CompanyDetails = {},
): Promise<{ user: AdminUser; resetCode: string }> {
  if (!accounts) throw accountsNotConfigured();
  const email = input.email.toLowerCase();
  await releaseExpiredInvitation(storage, accounts, clock, email);
  const { uid } = await accounts.createAccount({
    email,
    displayName: personName(input),
  });
  const now = clock.now();
  const profile = {
    email,
    role: input.role,
    discount: input.discount,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? '',
    phone: input.phone ?? '',
    address: input.address ?? '',
    createdAt: isoMoment(now),
  };
  await storage.transaction(async (tx) => {
    // A new account is the eigenaar of its own company, as every migrated user is.
    users.in(tx).set(uid, { ...profile, ...foundCompany(tx, uid, profile, company, now) });
    recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: uid,
      recordLabel: recordLabel.user(profile),
      action,
      changes: diff(null, profile, ['email', 'role', 'discount', 'company']),
      at: now,
    });
  });
  return {
    // A new account founds a new firm, which has no points yet.
    user: toAdminUser({ ...profile, id: uid }, 0),
    resetCode: await accounts.passwordResetCode(email),
  };
}

/** The points ledger of the user's firm, newest first, paged; with the balance it adds up to. */
export async function pointsOf(
  storage: Storage,
  id: string,
  page: PageQuery,
): Promise<Page<LedgerEntry> & { balance: number }> {
  const user = await users.on(storage).get(id);
  if (!user) throw userNotFound();
  return firmPointsPage(storage, companyOfRecord(user, id), page);
}
