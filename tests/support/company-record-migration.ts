import { expect } from 'vitest';
import { companies, ownCompanyId } from '../../src-server/collections/companies';
import { migrateCompanies } from '../../src-server/company/migrate';
import { businessDetailsOf } from '../../src-server/offertes/business-details';
import type { Storage } from '../../src-server/storage/port';

const clock = { now: () => new Date('2026-11-23T10:00:00Z') };

/** Eva's offerte settings: her business details held them, her firm's record must keep them. */
const evaOfferteSettings = {
  marginPercent: 31,
  hourlyRateCents: 7_250,
  validityDays: 21,
  terms: 'Betaling binnen 14 dagen.',
};

/** Eva's firm as the migration must leave it: each value from the source that had it. */
const evaContact = {
  kvkNumber: '61234567',
  btwId: 'NL004495445B01',
  iban: 'NL91ABNA0417164300',
  phone: '+31612345678',
  email: 'offerte@warmte.test',
  website: 'www.evawarmte.test',
};

/**
 * The firm's one record, filled by the start-up migration from its business details, the
 * eigenaar's profile and the approved dealer application: every value lands once, nothing
 * filled is overwritten, the business details view answers what it answered before, and a
 * second run (and two at once) changes nothing more.
 */
export async function checkCompanyRecordMigration(storage: Storage): Promise<void> {
  await storage.set('users', 'eva', {
    email: 'eva@warmte.test',
    firstName: 'Eva',
    company: 'Eva Warmte',
    phone: '+31612345678',
    address: 'Havenstraat 3, 1011 AB Amsterdam',
  });
  await storage.set('users', 'tim', { email: 'tim@warmte.test', company: 'Tim Klimaat' });
  await storage.set('dealerApplications', 'aanvraag-eva', {
    companyName: 'Eva Warmte Installaties B.V.',
    kvkNumber: '61234567',
    btwId: 'NL004495445B01',
    contactName: 'Eva Smit',
    email: 'eva@warmte.test',
    phone: '+31612345678',
    remarks: '',
    status: 'goedgekeurd',
    dealerId: 'eva',
    createdAt: new Date('2026-01-05T10:00:00Z'),
  });
  const saved = new Date('2026-03-01T10:00:00Z');
  await storage.set('businessDetails', ownCompanyId('eva'), {
    tradeName: 'Eva Warmtepompen',
    address: 'Werfkade 9, 1012 CD Amsterdam',
    kvkNumber: '',
    btwId: '',
    iban: 'NL91ABNA0417164300',
    phone: '',
    email: 'offerte@warmte.test',
    website: 'www.evawarmte.test',
    ...evaOfferteSettings,
    logoPath: 'logos/eva.png',
    updatedAt: saved,
  });
  // Tim's firm already has a KvK number of its own: the migration leaves it.
  await storage.set('businessDetails', ownCompanyId('tim'), {
    tradeName: '',
    kvkNumber: '87654321',
    marginPercent: 25,
    hourlyRateCents: 6_000,
    validityDays: 30,
    updatedAt: saved,
  });
  await migrateCompanies(storage, clock);
  await companies.on(storage).update(ownCompanyId('tim'), { kvkNumber: '11223344' });
  const before = await businessDetailsOf(storage, 'eva');

  const again = await Promise.all([
    migrateCompanies(storage, clock),
    migrateCompanies(storage, clock),
  ]);
  expect(again.map((report) => report.companiesFilled)).toEqual([0, 0]);

  expect(await companies.on(storage).get(ownCompanyId('eva'))).toMatchObject({
    name: 'Eva Warmtepompen',
    legalName: 'Eva Warmte Installaties B.V.',
    ...evaContact,
    visitingAddress: {
      street: 'Werfkade 9',
      postcode: '1012 CD',
      city: 'Amsterdam',
      country: 'NL',
    },
    invoiceAddress: {
      street: 'Havenstraat 3',
      postcode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
    },
    ...evaOfferteSettings,
    logoPath: 'logos/eva.png',
    detailsSavedAt: saved.toISOString(),
  });
  expect(before).toEqual({
    tradeName: 'Eva Warmtepompen',
    address: 'Werfkade 9, 1012 CD Amsterdam',
    ...evaContact,
    ...evaOfferteSettings,
    logoUrl: '/api/files/logos/eva.png',
    depositPercent: 30,
    invoicePrefix: '',
    mailSenderName: '',
    mayEdit: true,
  });
  expect(await businessDetailsOf(storage, 'eva')).toEqual(before);
  expect(await companies.on(storage).get(ownCompanyId('tim'))).toMatchObject({
    name: 'Tim Klimaat',
    kvkNumber: '11223344',
  });
  // The sources stay as they were.
  expect(await storage.get('businessDetails', ownCompanyId('eva'))).toMatchObject({
    tradeName: 'Eva Warmtepompen',
  });
}
