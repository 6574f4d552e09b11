import { isoMoment } from '@shared/domain/dates';
import { addDays, dutchDay, validUntil } from '@shared/domain/calendar';
import { ownCompanyId } from '../collections/companies';
import { nextNumbersIn } from '../collections/counters';
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
  /** The id's end where two examples share a status. */
  key?: string;
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
  {
    // Sent 25 days ago with 30 days' validity: the dashboard's `Verloopt binnen 7 dagen`.
    status: 'verstuurd',
    key: 'verloopt',
    client: {
      id: 'demo-klant-smits',
      name: 'Hotel Smits',
      address: 'Markt 5, 5611 EB Eindhoven',
      email: 'techniek@hotelsmits.example',
    },
    daysAgo: 25,
    title: 'Warmtepomp voor de wasserij',
  },
];

/**
 * Offertes in each status for the demo installer (its business details are its company
 * record, seed/demo-firms.ts); only what is missing is added, each numbered from the firm's
 * sequence (OFF-YYYY-00001 … on first start), so an example added to a running portal never
 * takes a number the firm already used.
 */
export async function seedOffertes(storage: Storage, clock: Clock): Promise<void> {
  const now = clock.now();
  const companyId = ownCompanyId(OWNER);
  for (const example of EXAMPLES) {
    const made = new Date(now.getTime() - example.daysAgo * DAY_MS);
    const at = isoMoment(made);
    const sent = example.status !== 'concept';
    const answeredAt = isoMoment(new Date(made.getTime() + 2 * DAY_MS));
    const offerte: Omit<StoredOfferte, 'id' | 'number'> = {
      companyId,
      ownerId: OWNER,
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
    const id = `demo-offerte-${example.key ?? example.status}`;
    await storage.transaction(async (tx) => {
      if (await offertes.in(tx).get(id)) return;
      const [number = ''] = await nextNumbersIn(tx, 'offerte', now, 1, companyId);
      offertes.in(tx).set(id, { ...offerte, number });
    });
  }
}
