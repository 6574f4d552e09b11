import { leavesNoOwner, memberDiscount } from '@shared/domain/company';
import type { AdminCompany, MoveMember } from '@shared/schemas/admin/companies';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { WithId } from '../collections/collection';
import { companies, type StoredCompany } from '../collections/companies';
import { users, type StoredUser } from '../collections/users';
import { memberName } from '../policy/made-by';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { Storage, StorageTransaction } from '../storage/port';
import { diff, recordAudit, type Actor } from '../audit/audit';
import { normalise } from '@shared/catalogue/search-text';
import { scanCollection } from '../collections/scan';
import { matchesTerms, searchable } from '../collections/text-match';
import { recordLabel } from '../audit/record-label';

const companyNotFound = () =>
  new ApiError(404, 'bedrijf_niet_gevonden', 'Dit bedrijf bestaat niet.');

const membersOf = (from: StorageTransaction | Storage, companyId: string) =>
  ('transaction' in from ? users.on(from) : users.in(from)).query({
    where: [{ field: 'companyId', op: '==', value: companyId }],
  });

function toAdminCompany(company: StoredCompany, members: WithId<StoredUser>[]): AdminCompany {
  return {
    id: company.id,
    name: company.name,
    legalName: company.legalName,
    kvkNumber: company.kvkNumber,
    btwId: company.btwId,
    billingEmail: company.billingEmail,
    email: company.email,
    phone: company.phone,
    website: company.website,
    iban: company.iban,
    visitingAddress: company.visitingAddress,
    invoiceAddress: company.invoiceAddress,
    deliveryAddresses: company.deliveryAddresses,
    mailRouting: company.mailRouting,
    ...(company.discount === undefined ? {} : { discount: company.discount }),
    members: members.map((user) => ({
      id: user.id,
      name: memberName(user),
      email: user.email ?? '',
      companyRole: user.companyRole ?? 'eigenaar',
      removed: user.removedFromCompanyAt !== undefined,
    })),
  };
}

/** A KvK number or btw-id as typed any which way: `NL 0044.95.445 B01` → `nl004495445b01`. */
const compact = (text: string) => normalise(text).replace(/[\s.-]/g, '');

/**
 * Whether a company is what the back-office looks for: every word in its names, or the whole
 * query as its KvK number or btw-id (spaces and dots ignored, a part of it is enough).
 */
function companyMatches(company: StoredCompany, q: string | undefined): boolean {
  if (!q) return true;
  const code = compact(q);
  const codes = [company.kvkNumber, company.btwId].map(compact).filter(Boolean);
  return (
    (code.length >= 4 && codes.some((known) => known.includes(code))) ||
    matchesTerms(searchable(company.name, company.legalName, company.kvkNumber, company.btwId), q)
  );
}

/** Companies by name, a page at a time, each with its members; searched by name, KvK or btw-id. */
export async function companyPage(
  storage: Storage,
  q: string | undefined,
  page: PageQuery,
): Promise<Page<AdminCompany>> {
  const { items, nextCursor } = await scanCollection(
    storage,
    companies,
    { orderBy: [{ field: 'name', direction: 'asc' }] },
    page,
    (company) => companyMatches(company, q),
  );
  const members = await Promise.all(items.map((company) => membersOf(storage, company.id)));
  return {
    items: items.map((company, index) => toAdminCompany(company, members[index] ?? [])),
    nextCursor,
  };
}

/** The company's discount, copied to every member's profile (memberDiscount), audited. */
export async function setCompanyDiscount(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  companyId: string,
  discount: number,
): Promise<AdminCompany> {
  return storage.transaction(async (tx) => {
    const [company, members] = await Promise.all([
      companies.in(tx).get(companyId),
      membersOf(tx, companyId),
    ]);
    if (!company) throw companyNotFound();
    const patch = memberDiscount({ discount });
    companies.in(tx).update(companyId, patch);
    for (const member of members) {
      users.in(tx).update(member.id, patch);
      recordAudit(tx, {
        actor,
        entity: 'user',
        entityId: member.id,
        recordLabel: recordLabel.user(member),
        action: `korting van bedrijf ${company.name}`,
        changes: diff(member, { ...member, ...patch }, ['discount']),
        at: clock.now(),
      });
    }
    return toAdminCompany(
      { ...company, ...patch },
      members.map((member) => ({ ...member, ...patch })),
    );
  });
}

/**
 * Moves a user into another company with a role (audited); their work stays with the old
 * company. The old company's last eigenaar cannot leave it.
 */
export async function moveUserToCompany(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  companyId: string,
  move: MoveMember,
): Promise<AdminCompany> {
  return storage.transaction(async (tx) => {
    const [company, user] = await Promise.all([
      companies.in(tx).get(companyId),
      users.in(tx).get(move.userId),
    ]);
    if (!company) throw companyNotFound();
    if (!user) throw new ApiError(404, 'gebruiker_niet_gevonden', 'Deze gebruiker bestaat niet.');
    const [left, joined, previous] = await Promise.all([
      user.companyId ? membersOf(tx, user.companyId) : [],
      membersOf(tx, companyId),
      user.companyId ? companies.in(tx).get(user.companyId) : null,
    ]);
    const present = left
      .filter((member) => !member.removedFromCompanyAt)
      .map((member) => ({ id: member.id, companyRole: member.companyRole ?? 'eigenaar' }));
    if (
      user.companyId !== companyId &&
      leavesNoOwner(present, { memberId: user.id, newRole: null })
    ) {
      throw new ApiError(
        409,
        'laatste_eigenaar',
        'Deze gebruiker is de laatste eigenaar van zijn bedrijf. Maak eerst een collega eigenaar.',
      );
    }
    const { id: _id, removedFromCompanyAt: _removed, ...profile } = user;
    const moved = {
      ...profile,
      companyId,
      companyRole: move.companyRole,
      ...memberDiscount(company),
    };
    users.in(tx).set(user.id, moved);
    recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: user.id,
      recordLabel: recordLabel.user(user),
      action: 'naar ander bedrijf verplaatst',
      // The log names the companies, not their ids.
      changes: diff(
        { ...user, companyId: previous?.name ?? user.companyId },
        { ...moved, companyId: company.name },
        ['companyId', 'companyRole', 'discount'],
      ),
      at: clock.now(),
    });
    const others = joined.filter((member) => member.id !== user.id);
    return toAdminCompany(company, [...others, { ...moved, id: user.id }]);
  });
}
