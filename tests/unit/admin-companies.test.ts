import { describe, expect, it } from 'vitest';
import {
  companyPage,
  moveUserToCompany,
  setCompanyDiscount,
} from '../../src-server/admin/companies';
import { seedFirm } from '../support/company-scenario';
import { freshSqliteStorage } from '../support/fresh-storage';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const actor = { uid: 'beheer', email: 'beheer@warmteportaal.test' };

describe('companies in the back-office', () => {
  const storage = freshSqliteStorage();

  it('lists companies with their members and copies the company discount to each', async () => {
    const firm = await seedFirm(storage(), 'korting');
    const page = await companyPage(storage(), undefined, { limit: 10 });
    const listed = page.items.find((company) => company.id === firm.companyId);
    expect(listed?.members.map((member) => member.companyRole).sort()).toEqual([
      'eigenaar',
      'inkoper',
      'monteur',
    ]);
    await setCompanyDiscount(storage(), clock, actor, firm.companyId, 12);
    for (const uid of [firm.owner, firm.buyer, firm.fitter]) {
      expect((await storage().get('users', uid))?.discount).toBe(12);
    }
    expect((await storage().get('users', firm.outsider))?.discount).toBe(0);
    const audit = await storage().query('auditLog');
    expect(audit.filter((entry) => entry.data.entity === 'user')).toHaveLength(3);
  });

  it('moves a user to another company, audited, but never the last eigenaar', async () => {
    const firm = await seedFirm(storage(), 'verhuis');
    await expect(
      moveUserToCompany(storage(), clock, actor, firm.companyId, {
        userId: firm.outsider,
        companyRole: 'monteur',
      }),
    ).rejects.toMatchObject({ status: 409, code: 'laatste_eigenaar' });
    const moved = await moveUserToCompany(storage(), clock, actor, `${firm.outsider}-bedrijf`, {
      userId: firm.fitter,
      companyRole: 'inkoper',
    });
    expect(moved.members.map((member) => member.id).sort()).toEqual(
      [firm.fitter, firm.outsider].sort(),
    );
    expect((await storage().get('users', firm.fitter))?.companyId).toBe(`${firm.outsider}-bedrijf`);
    const audit = await storage().query('auditLog');
    expect(audit.map((entry) => entry.data.action)).toContain('naar ander bedrijf verplaatst');
    const movedEntry = audit.find((entry) => entry.data.action === 'naar ander bedrijf verplaatst');
    const [from, to] = await Promise.all([
      storage().get('companies', firm.companyId),
      storage().get('companies', `${firm.outsider}-bedrijf`),
    ]);
    // The log names both companies and the person, not their ids.
    expect(movedEntry?.data.changes).toContainEqual({
      field: 'companyId',
      before: from?.name,
      after: to?.name,
    });
    expect(movedEntry?.data.recordLabel).toBeTruthy();
    expect(movedEntry?.data.recordLabel).not.toBe(firm.fitter);
  });
});
