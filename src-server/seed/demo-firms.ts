import { FOUNDING_ROLE } from '@shared/domain/company';
import { isoMoment } from '@shared/domain/dates';
import { DEFAULT_MAIL_ROUTING } from '@shared/domain/mail-routing';
import type { DocumentOf } from '../collections/collection';
import { companies, ownCompanyId } from '../collections/companies';
import { companyPoints } from '../collections/company-points';
import { rewardPointsOf, users } from '../collections/users';
import type { Clock } from '../env';
import { changePoints, type PointsEntry } from '../points/points';
import type { Storage } from '../storage/port';

type Firm = Omit<DocumentOf<typeof companies>, 'createdAt' | 'deliveryAddresses' | 'mailRouting'>;

const nl = (street: string, postcode: string, city: string) => ({
  street,
  postcode,
  city,
  country: 'NL',
});

const OFFERTE_DEFAULTS = { marginPercent: 25, hourlyRateCents: 6_000, validityDays: 30 };

/**
 * The demo firms as one complete record each (domain-rules.md, "The firm as a party"), keyed by
 * their eigenaar: KvK numbers, btw-ids (11-proof) and IBANs (mod-97) that pass the checks.
 */
export const DEMO_FIRMS: Record<string, Firm> = {
  'demo-installateur': {
    name: 'De Vries Installatietechniek',
    legalName: 'De Vries Installatietechniek B.V.',
    kvkNumber: '12345678',
    btwId: 'NL004495445B01',
    visitingAddress: nl('Kanaalweg 12', '3526 KL', 'Utrecht'),
    invoiceAddress: nl('Postbus 2150', '3500 GD', 'Utrecht'),
    billingEmail: 'administratie@devries-installatietechniek.example',
    email: 'installateur@warmteportaal.test',
    phone: '+31301234567',
    website: 'www.devries-installatietechniek.example',
    iban: 'NL91ABNA0417164300',
    ...OFFERTE_DEFAULTS,
    terms:
      'Prijzen inclusief montage en inbedrijfstelling. Betaling binnen 14 dagen na oplevering. Op de installatie geldt de garantie van de fabrikant.',
  },
  'demo-nieuw': {
    name: 'Bakker Duurzaam',
    legalName: 'J. Bakker Duurzaam',
    kvkNumber: '73456123',
    btwId: 'NL734561234B01',
    visitingAddress: nl('Dorpsstraat 4', '7421 AB', 'Deventer'),
    invoiceAddress: nl('Dorpsstraat 4', '7421 AB', 'Deventer'),
    billingEmail: '',
    email: 'nieuw@warmteportaal.test',
    phone: '+31612345678',
    website: '',
    iban: 'NL03INGB0004567890',
    ...OFFERTE_DEFAULTS,
    terms: '',
  },
  'demo-dealer': {
    name: 'Klimaatcentrum Zuid',
    legalName: 'Klimaatcentrum Zuid B.V.',
    kvkNumber: '65432178',
    btwId: 'NL654321784B01',
    visitingAddress: nl('Industrieweg 88', '5627 BR', 'Eindhoven'),
    invoiceAddress: nl('Industrieweg 88', '5627 BR', 'Eindhoven'),
    billingEmail: 'facturen@klimaatcentrumzuid.example',
    email: 'dealer@warmteportaal.test',
    phone: '+31407654321',
    website: 'www.klimaatcentrumzuid.example',
    iban: 'NL81RABO0312345678',
    ...OFFERTE_DEFAULTS,
    terms: '',
  },
};

/**
 * The demo firms' records, with their eigenaar as member; a firm that exists is left as its
 * members made it. Runs before the start-up migration, which then finds them founded.
 */
export async function seedDemoFirms(storage: Storage, clock: Clock): Promise<void> {
  const now = isoMoment(clock.now());
  for (const [uid, firm] of Object.entries(DEMO_FIRMS)) {
    const id = ownCompanyId(uid);
    await companies.on(storage).create(id, {
      ...firm,
      deliveryAddresses: [],
      mailRouting: DEFAULT_MAIL_ROUTING,
      detailsSavedAt: now,
      createdAt: now,
    });
    const owner = await users.on(storage).get(uid);
    if (owner && !owner.companyId)
      await users.on(storage).update(uid, { companyId: id, companyRole: FOUNDING_ROLE });
  }
}

/**
 * The demo firms' spaarpunten (domain-rules.md, "The firm as a party"): one balance per firm,
 * its entries naming the member who earned them. De Vries adds up to the 2.450 points the
 * README promises its members; the dealer's delivered orders and return add to his 8.200.
 */
export const DEMO_FIRM_POINTS: Record<string, PointsEntry[]> = {
  [ownCompanyId('demo-installateur')]: [
    {
      userId: 'demo-installateur',
      amount: 1_200,
      reason: 'startsaldo',
      at: new Date('2025-02-14T09:00:00.000Z'),
    },
    {
      userId: 'demo-inkoper',
      amount: 250,
      reason: 'startsaldo',
      at: new Date('2025-03-03T09:00:00.000Z'),
    },
    {
      userId: 'demo-monteur',
      amount: 1_000,
      reason: 'installatie',
      note: 'Serienummer NW-AW8-250612',
      at: new Date('2025-06-12T14:30:00.000Z'),
    },
  ],
  [ownCompanyId('demo-dealer')]: [
    {
      userId: 'demo-dealer',
      amount: 8_200,
      reason: 'startsaldo',
      at: new Date('2024-09-02T08:30:00.000Z'),
    },
  ],
};

/**
 * Gives each demo firm its points on first start. A firm that has points is left alone, and so
 * is one whose members still hold personal points from before points were the firm's (the
 * start-up migration moves those; seeding as well would count them twice).
 */
export async function seedFirmPoints(storage: Storage): Promise<void> {
  for (const [companyId, entries] of Object.entries(DEMO_FIRM_POINTS)) {
    const members = [...new Set(entries.map((entry) => entry.userId))];
    await storage.transaction(async (tx) => {
      const [stored, profiles] = await Promise.all([
        companyPoints.in(tx).get(companyId),
        users.in(tx).getMany(members),
      ]);
      const personal = profiles.some((user) => !user?.pointsMovedAt && rewardPointsOf(user) > 0);
      if (stored || personal) return;
      changePoints(tx, { companyId, balance: 0 }, ...entries);
    });
  }
}
