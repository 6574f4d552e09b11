import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  leavesNoOwner,
  mayDo,
  memberDiscount,
  missingFirmIdentifier,
  needsApproval,
} from '../../src-shared/domain/company';
import { companies, ownCompanyId } from '../../src-server/collections/companies';
import { users } from '../../src-server/collections/users';
import { migrateCompanies } from '../../src-server/company/migrate';
import { createClient, getClient, listClients } from '../../src-server/clients/clients';
import { buyerOf, companyOfProfile } from '../../src-server/parties/buyer';
import type { Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { checkCompanyRecordMigration } from '../support/company-record-migration';

const clock = { now: () => new Date('2026-11-23T10:00:00Z') };

describe('company rules', () => {
  it('gives the eigenaar everything, the inkoper all but colleagues, the monteur no approval', () => {
    for (const action of COMPANY_ACTIONS) expect(mayDo('eigenaar', action)).toBe(true);
    expect(mayDo('inkoper', 'goedkeuren')).toBe(true);
    expect(mayDo('inkoper', 'collegas')).toBe(false);
    expect(mayDo('monteur', 'goedkeuren')).toBe(false);
    expect(mayDo('monteur', 'offertes')).toBe(false);
    expect(mayDo('monteur', 'klanten')).toBe(true);
    expect(COMPANY_ROLES).toEqual(['eigenaar', 'inkoper', 'monteur']);
  });

  it('refuses a change that leaves a company without eigenaar', () => {
    const members = [
      { id: 'a', companyRole: 'eigenaar' as const },
      { id: 'b', companyRole: 'monteur' as const },
    ];
    expect(leavesNoOwner(members, { memberId: 'a', newRole: null })).toBe(true);
    expect(leavesNoOwner(members, { memberId: 'a', newRole: 'inkoper' })).toBe(true);
    expect(leavesNoOwner(members, { memberId: 'b', newRole: 'eigenaar' })).toBe(false);
    expect(leavesNoOwner(members, { memberId: 'b', newRole: null })).toBe(false);
  });

  it('copies a company discount and waits above a limit per order or per month', () => {
    expect(memberDiscount({ discount: 12 })).toEqual({ discount: 12 });
    expect(memberDiscount({})).toEqual({});
    const limits = { limitPerOrderCents: 250_000, limitPerMonthCents: 400_000 };
    expect(needsApproval(limits, { totalExclVat: 250_000, spentThisMonthExclVat: 0 })).toBe(false);
    expect(needsApproval(limits, { totalExclVat: 250_001, spentThisMonthExclVat: 0 })).toBe(true);
    expect(needsApproval(limits, { totalExclVat: 200_000, spentThisMonthExclVat: 200_001 })).toBe(
      true,
    );
    expect(needsApproval({}, { totalExclVat: 9_999_999, spentThisMonthExclVat: 0 })).toBe(false);
  });
});

describe('company migration on SQLite', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = createSqliteStorage({ filename: ':memory:' });
  });
  afterEach(async () => {
    await storage.close();
  });
  /** Anna's profile from before companies, with `fields`. */
  const storeAnna = (fields: Record<string, string>) =>
    storage.set('users', 'anna', { email: 'anna@x.nl', firstName: 'Anna', ...fields });

  it('gives every user a one-person company once, also when run twice at once', async () => {
    await storeAnna({ company: 'Anna Warmte', address: 'Kade 1, 1234 AB Utrecht' });
    await storage.set('users', 'bram', { email: 'bram@x.nl', firstName: 'Bram' });
    const [first, second] = await Promise.all([
      migrateCompanies(storage, clock),
      migrateCompanies(storage, clock),
    ]);
    expect(first.companiesFounded + second.companiesFounded).toBe(2);
    expect((await migrateCompanies(storage, clock)).companiesFounded).toBe(0);

    const anna = await users.on(storage).get('anna');
    expect(anna).toMatchObject({ companyId: ownCompanyId('anna'), companyRole: 'eigenaar' });
    const company = await companies.on(storage).get(ownCompanyId('anna'));
    expect(anna?.address).toBe('Kade 1, 1234 AB Utrecht');
    expect(company).toMatchObject({
      name: 'Anna Warmte',
      invoiceAddress: { street: 'Kade 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' },
    });
    expect(await companies.on(storage).count()).toBe(2);
  });

  it('fills each firm’s one record from business details, profile and dealer application', async () => {
    await checkCompanyRecordMigration(storage);
  });

  it('leaves a member of another company where they are', async () => {
    await storage.set('users', 'cor', {
      email: 'cor@x.nl',
      companyId: 'bedrijf-anna',
      companyRole: 'monteur',
    });
    await migrateCompanies(storage, clock);
    expect(await users.on(storage).get('cor')).toMatchObject({
      companyId: 'bedrijf-anna',
      companyRole: 'monteur',
    });
    expect(await companies.on(storage).count()).toBe(0);
  });

  it('takes the buyer snapshot’s firm from the company, the person from the profile', async () => {
    await storeAnna({ lastName: 'de Vries', company: 'Oude naam', kvkNumber: '11111111' });
    await migrateCompanies(storage, clock);
    await companies
      .on(storage)
      .update(ownCompanyId('anna'), { name: 'Anna Warmte B.V.', kvkNumber: '12345678', btwId: '' });
    const profile = await storage.get('users', 'anna');
    const buyer = buyerOf(profile, await companyOfProfile(storage, profile));
    expect(buyer).toEqual({
      name: 'Anna de Vries',
      company: 'Anna Warmte B.V.',
      legalName: 'Anna Warmte B.V.',
      kvkNumber: '12345678',
      address: '',
      email: 'anna@x.nl',
    });
  });
});

describe('clients belong to the company (SQLite)', () => {
  let storage: Storage;
  const input = {
    name: 'Familie Jansen',
    address: '',
    postcode: '',
    city: 'Utrecht',
    email: '',
    phone: '',
    notes: '',
  };
  beforeEach(async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('users', 'anna', { email: 'anna@x.nl' });
    await storage.set('users', 'vera', { email: 'vera@x.nl' });
    await migrateCompanies(storage, clock);
    await storage.set('users', 'mo', {
      email: 'mo@x.nl',
      companyId: ownCompanyId('anna'),
      companyRole: 'monteur',
    });
  });
  afterEach(async () => {
    await storage.close();
  });

  it('shows a client to every member with its maker, and is not found for another company', async () => {
    const made = await createClient(storage, clock, 'mo', input);
    const listed = await listClients(storage, clock, 'anna', undefined, { limit: 10 });
    expect(listed.items.map((client) => client.id)).toEqual([made.id]);
    expect((await getClient(storage, clock, 'anna', made.id)).name).toBe('Familie Jansen');
    await expect(getClient(storage, clock, 'vera', made.id)).rejects.toMatchObject({
      status: 404,
    });
    expect((await listClients(storage, clock, 'vera', undefined, { limit: 10 })).items).toEqual([]);
  });

  it('moves a client from before companies to its maker’s company', async () => {
    await storage.set('clients', 'oud', {
      ownerId: 'anna',
      name: 'Oude klant',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await migrateCompanies(storage, clock)).recordsMoved).toBe(1);
    expect((await migrateCompanies(storage, clock)).recordsMoved).toBe(0);
    expect((await getClient(storage, clock, 'mo', 'oud')).name).toBe('Oude klant');
  });
});

describe('what a firm needs before it orders', () => {
  const nl = { street: 'Kade 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' };
  const be = { ...nl, postcode: '2000', city: 'Antwerpen', country: 'BE' };
  it('is a KvK number in the Netherlands (also without an address yet), a btw-id abroad', () => {
    expect(
      missingFirmIdentifier({ kvkNumber: '61234567', btwId: '', invoiceAddress: nl }),
    ).toBeNull();
    expect(
      missingFirmIdentifier({ kvkNumber: '', btwId: 'NL004495445B01', invoiceAddress: nl }),
    ).toMatch(/nog geen KvK-nummer.*\/bedrijf/);
    expect(missingFirmIdentifier({ kvkNumber: '', btwId: '', invoiceAddress: null })).toMatch(
      /KvK-nummer/,
    );
    expect(
      missingFirmIdentifier({ kvkNumber: '', btwId: 'BE0403170701', invoiceAddress: be }),
    ).toBeNull();
    expect(missingFirmIdentifier({ kvkNumber: '61234567', btwId: '', invoiceAddress: be })).toMatch(
      /nog geen btw-nummer/,
    );
  });
});
