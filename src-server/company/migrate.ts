import { users } from '../collections/users';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { foundCompany } from './found';

export interface CompanyMigrationReport {
  companiesFounded: number;
}

/**
 * Start-up migration to company accounts: every user without a company gets a one-person
 * company with themselves as eigenaar. Safe to run twice, and at once from two processes:
 * each user is re-read inside its own transaction and skipped when already a member, and the
 * company's id follows from the user's.
 */
export async function migrateCompanies(
  storage: Storage,
  clock: Clock,
): Promise<CompanyMigrationReport> {
  const report: CompanyMigrationReport = { companiesFounded: 0 };
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
  return report;
}
