import { calculations } from '../collections/calculations';
import { clients } from '../collections/clients';
import { invoices } from '../collections/invoices';
import { orders } from '../collections/orders';
import { tickets } from '../collections/tickets';
import { users } from '../collections/users';
import { ownCompanyId } from '../collections/companies';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { foundCompany } from './found';
import { mergeCompanyRecords } from './merge-records';
import { movePointsToFirms, type PointsMigrationReport } from '../points/migrate';

export interface CompanyMigrationReport extends PointsMigrationReport {
  companiesFounded: number;
  recordsMoved: number;
  /** Companies whose record was filled from business details, profiles and applications. */
  companiesFilled: number;
}

/**
 * Start-up migration to company accounts: every user without a company gets a one-person
 * company with themselves as eigenaar. Safe to run twice, and at once from two processes:
 * each user is re-read inside its own transaction and skipped when already a member, and the
 * company's id follows from the user's. Then every record from before companies gets the
 * company of the member who made it (a record that has one keeps it). Then each company's
 * record is filled from what was kept elsewhere (merge-records.ts). Last, every member's
 * personal points move to their firm (points/migrate.ts).
 */
export async function migrateCompanies(
  storage: Storage,
  clock: Clock,
): Promise<CompanyMigrationReport> {
  const report: CompanyMigrationReport = {
    companiesFounded: 0,
    recordsMoved: 0,
    companiesFilled: 0,
    membersWithPointsMoved: 0,
    pointsMoved: 0,
  };
  const all = await users.on(storage).query();
  for (const { id } of all.filter((user) => !user.companyId)) {
    const founded = await storage.transaction(async (tx) => {
      const user = await users.in(tx).get(id);
      if (!user || user.companyId) return false;
      const { id: _id, ...profile } = user;
      users.in(tx).update(id, foundCompany(tx, id, profile, {}, clock.now()));
      return true;
    });
    if (founded) report.companiesFounded++;
  }
  report.recordsMoved += await moveClients(storage);
  report.recordsMoved += await moveCalculations(storage);
  report.recordsMoved += await moveOrders(storage);
  report.recordsMoved += await moveTickets(storage);
  report.recordsMoved += await moveInvoices(storage);
  report.companiesFilled = await mergeCompanyRecords(storage, clock);
  return { ...report, ...(await movePointsToFirms(storage, clock)) };
}

/** Records from before companies belong to the company of the member who made them. */
async function moveRecords(
  records: { id: string; ownerId: string; companyId?: string | undefined }[],
  storage: Storage,
  move: (id: string, companyId: string) => Promise<void>,
): Promise<number> {
  const waiting = records.filter((record) => !record.companyId);
  for (const record of waiting) {
    const maker = await users.on(storage).get(record.ownerId);
    await move(record.id, maker?.companyId ?? ownCompanyId(record.ownerId));
  }
  return waiting.length;
}

async function moveClients(storage: Storage): Promise<number> {
  const stored = clients.on(storage);
  return moveRecords(await stored.query(), storage, (id, companyId) =>
    stored.update(id, { companyId }),
  );
}

async function moveCalculations(storage: Storage): Promise<number> {
  const stored = calculations.on(storage);
  return moveRecords(await stored.query(), storage, (id, companyId) =>
    stored.update(id, { companyId }),
  );
}

async function moveOrders(storage: Storage): Promise<number> {
  const stored = orders.on(storage);
  const all = (await stored.query()).map((order) => ({ ...order, ownerId: order.userId }));
  return moveRecords(all, storage, (id, companyId) => stored.update(id, { companyId }));
}

async function moveTickets(storage: Storage): Promise<number> {
  const stored = tickets.on(storage);
  const all = (await stored.query()).map((ticket) => ({ ...ticket, ownerId: ticket.userId }));
  return moveRecords(all, storage, (id, companyId) => stored.update(id, { companyId }));
}

async function moveInvoices(storage: Storage): Promise<number> {
  const stored = invoices.on(storage);
  const all = (await stored.query()).map((invoice) => ({ ...invoice, ownerId: invoice.userId }));
  return moveRecords(all, storage, (id, companyId) => stored.update(id, { companyId }));
}
