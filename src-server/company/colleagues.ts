import { isoMoment } from '@shared/domain/dates';
import { leavesNoOwner, memberDiscount } from '@shared/domain/company';
import type {
  CompanyMember,
  CompanyOverview,
  InviteColleague,
  MemberChange,
} from '@shared/schemas/company';
import type { AccountService } from '../accounts/port';
import { accountsNotConfigured } from '../accounts/errors';
import type { WithId } from '../collections/collection';
import { companies } from '../collections/companies';
import { companyRecordOf } from './company-details';
import { roleOf, users, type StoredUser } from '../collections/users';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { notify } from '../notify/notify';
import { takeInvitationQuota } from '../quotas';
import type { Storage, StorageTransaction } from '../storage/port';
import { assertMayDo, memberOf, membersIn, memberWhoMay } from '../policy/access';
import { memberName } from '../policy/made-by';

const memberNotFound = () =>
  new ApiError(404, 'collega_niet_gevonden', 'Deze collega bestaat niet (meer).');

const lastOwner = () =>
  new ApiError(
    409,
    'laatste_eigenaar',
    'Een bedrijf houdt altijd minstens één eigenaar. Maak eerst een collega eigenaar.',
  );

const emailElsewhere = () => {
  const message =
    'Dit e-mailadres heeft al een account bij Warmteportaal. We hebben niets verplaatst: ' +
    'vraag Warmteportaal om dat account naar je bedrijf over te zetten.';
  return new ApiError(409, 'email_bestaat', message, { email: message });
};

function toMember(user: WithId<StoredUser>): CompanyMember {
  return {
    id: user.id,
    name: memberName(user),
    email: user.email ?? '',
    companyRole: user.companyRole ?? 'eigenaar',
    ...(user.limitPerOrderCents === undefined
      ? {}
      : { limitPerOrderCents: user.limitPerOrderCents }),
    ...(user.limitPerMonthCents === undefined
      ? {}
      : { limitPerMonthCents: user.limitPerMonthCents }),
  };
}

const byName = (a: CompanyMember, b: CompanyMember) => a.name.localeCompare(b.name, 'nl');

/** `/bedrijf`: the firm's details and its members; any member may look. */
export async function companyOverview(storage: Storage, uid: string): Promise<CompanyOverview> {
  const member = await memberOf(storage, uid);
  const [company, members] = await Promise.all([
    companies.on(storage).get(member.companyId),
    membersIn(storage, member.companyId),
  ]);
  return {
    company: companyRecordOf(member.companyId, company, member),
    me: { id: uid, companyRole: member.companyRole },
    members: members.map(toMember).sort(byName),
  };
}

/** The limits as stored: a cleared limit is removed, not kept as null. */
function limitsOf(
  change: MemberChange,
): Pick<StoredUser, 'limitPerOrderCents' | 'limitPerMonthCents'> {
  return {
    limitPerOrderCents: change.limitPerOrderCents ?? undefined,
    limitPerMonthCents: change.limitPerMonthCents ?? undefined,
  };
}

/**
 * How long an invitation's set-password link works: Firebase's password-reset links expire
 * after an hour.
 */
export const INVITATION_LINK_MS = 60 * 60 * 1000;

/**
 * An invited address that never accepted is free again once its link expired: the unused
 * account and its profile go (nothing was made with them: accepting is the first visit), so
 * the address can be invited by another firm or become a dealer. A store without
 * `deleteAccount` keeps the address taken.
 */
export async function releaseExpiredInvitation(
  storage: Storage,
  accounts: AccountService,
  clock: Clock,
  email: string,
): Promise<void> {
  if (!accounts.deleteAccount) return;
  const taken = await users.on(storage).query({
    where: [{ field: 'email', op: '==', value: email }],
  });
  const expired = taken.filter(
    (user) =>
      user.invitedAt &&
      clock.now().getTime() - new Date(user.invitedAt).getTime() > INVITATION_LINK_MS,
  );
  for (const user of expired) {
    await accounts.deleteAccount(user.id);
    await users.on(storage).delete(user.id);
  }
}

/**
 * An eigenaar invites a colleague: a new sign-in account in the company, with the role and
 * limits given and the company's discount; the set-password code goes by e-mail and back to
 * the eigenaar. An address that has an account already (elsewhere) is refused, nothing moved.
 */
export async function inviteColleague(
  storage: Storage,
  accounts: AccountService | undefined,
  clock: Clock,
  uid: string,
  input: InviteColleague,
): Promise<{ member: CompanyMember; resetCode: string }> {
  const member = await memberWhoMay(storage, uid, 'collegas');
  if (!accounts) throw accountsNotConfigured();
  await releaseExpiredInvitation(storage, accounts, clock, input.email);
  const existing = await users
    .on(storage)
    .count([{ field: 'email', op: '==', value: input.email }]);
  if (existing > 0) throw emailElsewhere();
  await takeInvitationQuota(storage, clock, member.companyId);
  const [inviter, company] = await Promise.all([
    users.on(storage).get(uid),
    companies.on(storage).get(member.companyId),
  ]);
  const created = await accounts
    .createAccount({ email: input.email, displayName: input.email })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 409) throw emailElsewhere();
      throw error;
    });
  const profile: StoredUser = {
    id: created.uid,
    email: input.email,
    role: roleOf(inviter),
    company: company?.name ?? '',
    companyId: member.companyId,
    companyRole: input.companyRole,
    ...limitsOf(input),
    ...memberDiscount(company ?? {}),
    createdAt: isoMoment(clock.now()),
    invitedAt: isoMoment(clock.now()),
  };
  const { id: _id, ...document } = profile;
  await users.on(storage).set(created.uid, document);
  const resetCode = await accounts.passwordResetCode(input.email);
  await notify.colleagueInvited(
    { storage, clock },
    { email: input.email, name: memberName(profile) },
    resetCode,
  );
  return { member: toMember(profile), resetCode };
}

/** A colleague of the eigenaar's company, read with every present member in one transaction. */
async function colleagueIn(tx: StorageTransaction, uid: string, memberId: string) {
  const member = await memberOf(tx, uid);
  assertMayDo(member, 'collegas');
  const members = await membersIn(tx, member.companyId);
  const colleague = members.find((user) => user.id === memberId);
  if (!colleague) throw memberNotFound();
  return { members, colleague };
}

const asMembers = (members: WithId<StoredUser>[]) =>
  members.map((user) => ({ id: user.id, companyRole: user.companyRole ?? 'eigenaar' }));

/** Role and limits of a colleague; the last eigenaar cannot be demoted (in a transaction). */
export async function changeMember(
  storage: Storage,
  uid: string,
  memberId: string,
  change: MemberChange,
): Promise<CompanyMember> {
  return storage.transaction(async (tx) => {
    const { members, colleague } = await colleagueIn(tx, uid, memberId);
    const newRole = change.companyRole;
    if (leavesNoOwner(asMembers(members), { memberId, newRole })) throw lastOwner();
    // Written whole: a limit cleared (undefined) is then gone from the stored profile.
    const { id: _id, ...stored } = colleague;
    const next = { ...stored, companyRole: newRole, ...limitsOf(change) };
    users.in(tx).set(memberId, next);
    return toMember({ ...next, id: memberId });
  });
}

/**
 * Removes a colleague: they can no longer act for the company nor sign in, and everything
 * they made stays the company's. The last eigenaar cannot be removed (in a transaction).
 */
export async function removeMember(
  storage: Storage,
  accounts: AccountService | undefined,
  clock: Clock,
  uid: string,
  memberId: string,
): Promise<void> {
  await storage.transaction(async (tx) => {
    const { members } = await colleagueIn(tx, uid, memberId);
    if (leavesNoOwner(asMembers(members), { memberId, newRole: null })) throw lastOwner();
    users.in(tx).update(memberId, { removedFromCompanyAt: isoMoment(clock.now()) });
  });
  await accounts?.disableAccount?.(memberId);
}
