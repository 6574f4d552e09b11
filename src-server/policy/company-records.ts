import type { CompanyAction } from '@shared/domain/company';
import type { Page, PageQuery } from '@shared/schemas/page';
import {
  NEWEST_FIRST,
  type Collection,
  type TypedQuery,
  type TypedWhere,
  type WithId,
} from '../collections/collection';
import type { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { assertCanAccess, companyOfRecord, type Member, memberOf, memberWhoMay } from './access';

/** What a company keeps: its `companyId`, missing only on records from before companies. */
type CompanyOwned = { companyId?: string | undefined };
/** A company's record in a list: newest first by default. */
type Listed = CompanyOwned & { createdAt: unknown };

/** How a kind of record is checked: the action its reader needs and who made it (for old records). */
export interface RecordAccess<T> {
  action: CompanyAction;
  notFound: () => ApiError;
  /** The maker, whose own company an old record without `companyId` belongs to. */
  madeBy?: (record: T) => string;
}

/** The maker of a record that keeps it in `ownerId` (clients, calculations). */
export const ownerOf = (record: { ownerId: string }): string => record.ownerId;
/** The maker of a record that keeps it in `userId` (orders, invoices). */
export const placerOf = (record: { userId: string }): string => record.userId;

/**
 * assertCanAccess for a record that may predate companies: such a record belongs to its maker's
 * company. A missing record, or another company's, is `notFound`.
 */
export function assertCompanyRecord<T extends CompanyOwned>(
  member: Member,
  record: T | null,
  { action, notFound, madeBy }: RecordAccess<T>,
): asserts record is T {
  const companyId = record && (madeBy ? companyOfRecord(record, madeBy(record)) : record.companyId);
  assertCanAccess(member, companyId ? { companyId } : null, action, notFound);
}

/** A record of the member's company by id; another company's is as unknown as a missing one. */
export async function companyRecord<T extends CompanyOwned>(
  storage: Storage,
  uid: string,
  collection: Collection<T>,
  id: string,
  access: RecordAccess<WithId<T>>,
): Promise<{ member: Member; record: WithId<T> }> {
  const [member, record] = await Promise.all([
    memberOf(storage, uid),
    collection.on(storage).get(id),
  ]);
  assertCompanyRecord(member, record, access);
  return { member, record };
}

/** A list of a company's records: the role that may read it, further conditions, its order. */
export interface CompanyList<T> {
  collection: Collection<T>;
  action: CompanyAction;
  where?: readonly TypedWhere<T>[];
  /** Newest first unless said otherwise. */
  orderBy?: TypedQuery<T>['orderBy'];
}

/** One page of the records of the member's company, after the role check of the list. */
export async function companyPage<T extends Listed>(
  storage: Storage,
  uid: string,
  page: PageQuery,
  { collection, action, where = [], orderBy = NEWEST_FIRST }: CompanyList<T>,
): Promise<Page<WithId<T>>> {
  const member = await memberWhoMay(storage, uid, action);
  const own: TypedWhere<T> = { field: 'companyId', op: '==', value: member.companyId };
  return collection.on(storage).page({ where: [own, ...where], orderBy }, page);
}
