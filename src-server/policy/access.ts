import { mayDo, type CompanyAction, type CompanyRole } from '@shared/domain/company';
import { ownCompanyId } from '../collections/companies';
import { users } from '../collections/users';
import { ApiError } from '../errors';
import type { Storage, StorageTransaction } from '../storage/port';

/** A signed-in user as a member of their company. */
export interface Member {
  uid: string;
  companyId: string;
  companyRole: CompanyRole;
}

/**
 * The user's membership. A user the start-up migration has not reached yet (created after it
 * by a test or a script) is the eigenaar of the one-person company the migration would give.
 */
export async function memberOf(from: Storage | StorageTransaction, uid: string): Promise<Member> {
  const user = await ('transaction' in from ? users.on(from) : users.in(from)).get(uid);
  if (user?.removedFromCompanyAt) throw removedMember();
  return {
    uid,
    companyId: user?.companyId ?? ownCompanyId(uid),
    companyRole: user?.companyRole ?? 'eigenaar',
  };
}

/** The company a record belongs to; a record from before companies belongs to its maker's. */
export function companyOfRecord(record: { companyId?: string | undefined }, maker: string): string {
  return record.companyId ?? ownCompanyId(maker);
}

/** A colleague the company removed acts for it no more (the work they did stays). */
export function removedMember(): ApiError {
  return new ApiError(
    403,
    'niet_meer_in_bedrijf',
    'Je bent uit je bedrijf verwijderd en kunt niet meer namens het bedrijf werken.',
  );
}

export function forbidden(): ApiError {
  return new ApiError(403, 'geen_toegang', 'Dit mag je niet met jouw rol in het bedrijf.');
}

/**
 * The one ownership check of the server: same company, allowed role. Another company's record
 * is "not found" (ids reveal nothing); an action the member's role does not allow on their own
 * company's record is forbidden.
 */
export function assertCanAccess(
  member: Member,
  record: { companyId: string } | null,
  action: CompanyAction,
  notFound: () => ApiError,
): void {
  if (!record || record.companyId !== member.companyId) throw notFound();
  if (!mayDo(member.companyRole, action)) throw forbidden();
}

/** The role check alone, for creating and listing (which have no record yet). */
export function assertMayDo(member: Member, action: CompanyAction): void {
  if (!mayDo(member.companyRole, action)) throw forbidden();
}

/** The user's membership, after the role check for `action` (see assertMayDo). */
export async function memberWhoMay(
  storage: Storage,
  uid: string,
  action: CompanyAction,
): Promise<Member> {
  const member = await memberOf(storage, uid);
  assertMayDo(member, action);
  return member;
}

/** The company's present members (a removed colleague is no longer one). */
export async function membersIn(from: Storage | StorageTransaction, companyId: string) {
  const stored = 'transaction' in from ? users.on(from) : users.in(from);
  const found = await stored.query({ where: [{ field: 'companyId', op: '==', value: companyId }] });
  return found.filter((user) => !user.removedFromCompanyAt);
}
