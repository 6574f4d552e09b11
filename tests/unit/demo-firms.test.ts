import { noFiles } from './no-files';
import { describe, expect, it } from 'vitest';
import { isValidIban, isValidKvk } from '@shared/domain/dutch-ids';
import { isValidVatId } from '@shared/domain/vat-ids';
import { postalAddressInputSchema } from '@shared/schemas/postal-address';
import { companies, ownCompanyId } from '../../src-server/collections/companies';
import { users } from '../../src-server/collections/users';
import { migrateCompanies } from '../../src-server/company/migrate';
import { businessDetailsOf } from '../../src-server/offertes/business-details';
import { DEMO_FIRMS } from '../../src-server/seed/demo-firms';
import { seed } from '../../src-server/seed/seed';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

describe('the demo firms', () => {
  it('each have one complete record with identifiers that pass their checks', async () => {
    const d = {
      storage: createSqliteStorage({ filename: ':memory:' }),
      files: noFiles(true),
      accounts: { ensureAccount: async () => false },
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    };
    await seed(d);
    await seed(d);
    await migrateCompanies(d.storage, d.clock);
    const owners = Object.keys(DEMO_FIRMS);
    expect(owners.length).toBeGreaterThanOrEqual(3);
    for (const uid of owners) {
      const firm = await companies.on(d.storage).get(ownCompanyId(uid));
      expect(firm, uid).not.toBeNull();
      if (!firm) continue;
      expect(isValidKvk(firm.kvkNumber), firm.kvkNumber).toBe(true);
      expect(isValidVatId(firm.btwId), firm.btwId).toBe(true);
      expect(isValidIban(firm.iban), firm.iban).toBe(true);
      expect(firm.legalName).not.toBe('');
      expect(postalAddressInputSchema.safeParse(firm.invoiceAddress).success, uid).toBe(true);
      expect(await users.on(d.storage).get(uid)).toMatchObject({
        companyId: ownCompanyId(uid),
        companyRole: 'eigenaar',
      });
    }
    // The colleagues of the demo installer share its record; its offertes show it.
    expect(await users.on(d.storage).get('demo-monteur')).toMatchObject({
      companyId: ownCompanyId('demo-installateur'),
    });
    expect(await businessDetailsOf(d.storage, 'demo-installateur')).toMatchObject({
      tradeName: 'De Vries Installatietechniek',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      kvkNumber: '12345678',
      hourlyRateCents: 6_000,
    });
  });
});
