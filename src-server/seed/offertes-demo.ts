import { isoMoment } from '@shared/domain/dates';
import { addDays, dutchDay, numberingYear, validUntil } from '@shared/domain/calendar';
import { formatOfferteNumber } from '@shared/domain/offerte';
import { ownCompanyId } from '../collections/companies';
import { counterId, counters } from '../collections/counters';
import { offertes, type StoredOfferte } from '../collections/offertes';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';

const DAY_MS = 86_400_000;
const OWNER = 'demo-installateur';

type Status = 'concept' | 'verstuurd' | 'geaccepteerd' | 'afgewezen' | 'verlopen';

const PUMP = {
  kind: 'product' as const,
  description: 'Noordwind Aquaris monoblock 8 kW (NW-AW8-P)',
  quantity: 1,
  unitPriceCents: 812_500,
  vatRate: 21,
  productId: 'nw-aw8',
};
const LABOUR = {
  kind: 'arbeid' as const,
  description: 'Installatie en inbedrijfstelling',
  quantity: 12,
  unitPriceCents: 6_000,
  vatRate: 21,
};

/** One demo offerte per status, for clients the portal demo already has. */
const EXAMPLES: {
  status: Status;
  client: { id: string; name: string; address: string; email: string };
  daysAgo: number;
  title: string;
}[] = [
  {
    status: 'concept',
    client: {
      id: 'demo-klant-smits',
      name: 'Hotel Smits',
      address: 'Markt 5, 5611 EB Eindhoven',
      email: 'techniek@hotelsmits.example',
    },
    daysAgo: 1,
    title: 'Hybride warmtepomp naast de cv-ketel',
  },
  {
    status: 'verstuurd',
    client: {
      id: 'demo-klant-jansen',
      name: 'Familie Jansen',
      address: 'Lindelaan 14, 3581 BC Utrecht',
      email: 'jansen@example.nl',
    },
    daysAgo: 5,
    title: 'All-electric warmtepomp, Lindelaan 14',
  },
  {
    status: 'geaccepteerd',
    client: {
      id: 'demo-klant-verhoeven',
      name: 'Bakkerij Verhoeven',
      address: 'Voorstraat 88, 3512 AV Utrecht',
      email: 'info@bakkerijverhoeven.example',
    },
    daysAgo: 12,
    title: 'Warmtepomp met boiler',
  },
  {
    status: 'afgewezen',
    client: {
      id: 'demo-klant-de-linde',
      name: 'VvE De Linde',
      address: 'Parkweg 2, 3603 AB Maarssen',
      email: 'bestuur@vvedelinde.example',
    },
    daysAgo: 20,
    title: 'Bodemwarmtepomp met bron',
  },
  {
    status: 'verlopen',
    client: {
      id: 'demo-klant-van-dijk',
      name: 'J. van Dijk',
      address: 'Heuvelstraat 31, 5038 AA Tilburg',
      email: '',
    },
    daysAgo: 45,
    title: 'Warmtepomp, eerste voorstel',
  },
];

/**
 * Offertes in each status for the demo installer (its business details are its company
 * record, seed/demo-firms.ts); only what is missing is added (numbers OFF-YYYY-00001 … of the
 * seeding year, the counter after them).
 */
export async function seedOffertes(storage: Storage, clock: Clock): Promise<void> {
  const now = clock.now();
  const companyId = ownCompanyId(OWNER);
  const year = numberingYear(now);
  let created = 0;
  for (const [index, example] of EXAMPLES.entries()) {
    const made = new Date(now.getTime() - example.daysAgo * DAY_MS);
    const at = isoMoment(made);
    const sent = example.status !== 'concept';
    const answeredAt = isoMoment(new Date(made.getTime() + 2 * DAY_MS));
    const offerte: Omit<StoredOfferte, 'id'> = {
      companyId,
      ownerId: OWNER,
      number: formatOfferteNumber(year, index + 1),
      version: 1,
      status: example.status === 'verlopen' ? 'verstuurd' : example.status,
      // The installer's own name for the job; the client sees the title of what is offered.
      title: `${example.client.name}, ${example.client.address.split(',')[0] ?? ''}`,
      clientTitle: example.title,
      clientId: example.client.id,
      clientName: example.client.name,
      clientAddress: example.client.address,
      clientEmail: example.client.email,
      lines: [PUMP, LABOUR],
      discountPercent: 0,
      isdeEstimateCents: 285_000,
      summary: 'Berekend warmteverlies: 6,9 kW bij −10 °C.',
      // An expired one ran out yesterday; the others are valid for 30 days from making.
      validUntil: example.status === 'verlopen' ? addDays(dutchDay(now), -1) : validUntil(made, 30),
      createdAt: at,
      updatedAt: at,
      ...(sent ? { sentAt: at } : {}),
      ...(example.status === 'geaccepteerd'
        ? {
            acceptance: {
              name: 'J. Verhoeven',
              at: answeredAt,
              version: 1,
              address: '192.0.2.10',
            },
          }
        : {}),
      ...(example.status === 'afgewezen'
        ? {
            rejection: {
              reason: 'We wachten nog een jaar.',
              at: answeredAt,
              version: 1,
              address: '192.0.2.11',
            },
          }
        : {}),
      history: [],
      seen: true,
    };
    if (await offertes.on(storage).create(`demo-offerte-${example.status}`, offerte)) created++;
  }
  if (created > 0) {
    await counters
      .on(storage)
      .create(counterId('offerte', year, companyId), { next: EXAMPLES.length + 1 });
  }
}
