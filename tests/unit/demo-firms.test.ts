import { describe, expect, it } from 'vitest';
import { isValidIban, isValidKvk } from '@shared/domain/dutch-ids';
import { isValidVatId } from '@shared/domain/vat-ids';
import { postalAddressInputSchema } from '@shared/schemas/postal-address';
import { companies, ownCompanyId } from '../../src-server/collections/companies';
import { firmPointsOf } from '../../src-server/collections/company-points';
import { pointsLedger } from '../../src-server/collections/points-ledger';
import { users } from '../../src-server/collections/users';
import { businessDetailsOf } from '../../src-server/offertes/business-details';
import { DEMO_FIRMS } from '../../src-server/seed/demo-firms';
import { seedDeps, startPortal } from './seed-deps';

describe('the demo firms', () => {
  it('each have one complete record with identifiers that pass their checks', async () => {
    const d = await startPortal(seedDeps(), 2);
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

  it('each keep one points balance, earned and spent by different members, after any start', async () => {
    const d = await startPortal(seedDeps(), 2);
    const ledgerOf = async (companyId: string) => {
      const entries = await pointsLedger
        .on(d.storage)
        .query({ where: [{ field: 'companyId', op: '==', value: companyId }] });
      return {
        balance: (await firmPointsOf(d.storage, companyId)).balance,
        sum: entries.reduce((total, entry) => total + entry.amount, 0),
        members: new Set(entries.map((entry) => entry.userId)),
        entries,
      };
    };
    // De Vries: the 2.450 points the README promises, from three colleagues.
    const devries = await ledgerOf(ownCompanyId('demo-installateur'));
    expect(devries).toMatchObject({ balance: 2_450, sum: 2_450 });
    expect([...devries.members].sort()).toEqual([
      'demo-inkoper',
      'demo-installateur',
      'demo-monteur',
    ]);
    // The dealer: his points, what his delivered orders earned, less what the return took back,
    // in an entry naming the credit note.
    const dealer = await ledgerOf(ownCompanyId('demo-dealer'));
    expect(dealer.sum).toBe(dealer.balance);
    expect(dealer.balance).toBeGreaterThan(8_200);
    expect(dealer.entries.find((entry) => entry.reason === 'retour')?.creditNoteNumber).toMatch(
      /^C-\d{4}-\d{6}$/,
    );
  });

  it('leave personal points from before to the migration instead of seeding them twice', async () => {
    const d = seedDeps();
    // A portal started before points were the firm's: Sanne holds 2.450 points herself.
    await d.storage.set('users', 'demo-installateur', {
      email: 'installateur@warmteportaal.test',
      firstName: 'Sanne',
      rewardPoints: 2_450,
    });
    await startPortal(d, 2);
    expect((await firmPointsOf(d.storage, ownCompanyId('demo-installateur'))).balance).toBe(2_450);
  });
});
