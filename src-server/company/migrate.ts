import { clients } from '../collections/clients';
import { users } from '../collections/users';
import { memberOf } from './access';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { foundCompany } from './found';

export interface CompanyMigrationReport {
  companiesFounded: number;
  recordsMoved: number;
}

/**
 * Start-up migration to company accounts: every user without a company gets a one-person
 * company with themselves as eigenaar. Safe to run twice, and at once from two processes:
 * each user is re-read inside its own transaction and skipped when already a member, and the
 * company's id follows from the user's. Then every record from before companies gets the
 * company of the member who made it (a record that has one keeps it).
 */
export async function migrateCompanies(
  storage: Storage,
  clock: Clock,
): Promise<CompanyMigrationReport> {
  const report: CompanyMigrationReport = { companiesFounded: 0, recordsMoved: 0 };
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
  return report;
}

/** Clients from before companies belong to their maker's company. */
async function moveClients(storage: Storage): Promise<number> {
  const all = await clients.on(storage).query();
  let moved = 0;
  for (const client of all.filter((record) => !record.companyId)) {
    const member = await memberOf(storage, client.ownerId);
    await clients.on(storage).update(client.id, { companyId: member.companyId });
    moved++;
  }
  return moved;
}
