import type { OrderStatus } from '@shared/domain/rules';
import type { Clock } from '../env';
import type { Carrier } from '@shared/domain/carriers';
import { dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import type { DocumentOf } from '../collections/collection';
import { contactMessages, dealerApplications } from '../collections/inbox';
import { users } from '../collections/users';
import { ApiError } from '../errors';
import { changeOrderStatus } from '../orders/order-status';
import { shipOrder } from '../orders/shipments';
import { placeOrder } from '../orders/place-order';
import type { Storage } from '../storage/port';

const HOUR_MS = 3_600_000;

type Seeded<T> = Omit<T, 'createdAt'> & { id: string; hoursAgo: number };

const APPLICATIONS: Seeded<DocumentOf<typeof dealerApplications>>[] = [
  {
    id: 'demo-aanvraag-warmtehuis',
    hoursAgo: 5,
    companyName: 'Warmtehuis Noord B.V.',
    kvkNumber: '12345678',
    btwId: 'NL004495445B01',
    contactName: 'Femke Visser',
    email: 'femke@warmtehuis-noord.test',
    phone: '0501234567',
    remarks: 'Showroom in Groningen, drie monteurs met F-gassencertificaat.',
    status: 'nieuw',
  },
  {
    id: 'demo-aanvraag-klimaatpartner',
    hoursAgo: 30,
    companyName: 'Klimaatpartner Twente',
    kvkNumber: '87654321',
    btwId: 'NL000099998B57',
    contactName: 'Bram Mulder',
    email: 'bram@klimaatpartner.test',
    phone: '0537654321',
    remarks: '',
    status: 'nieuw',
  },
  {
    id: 'demo-aanvraag-afgewezen',
    hoursAgo: 24 * 9,
    companyName: 'Snelservice Verwarming',
    kvkNumber: '11223344',
    btwId: 'NL004495445B01',
    contactName: 'Kees de Boer',
    email: 'kees@snelservice.test',
    phone: '0612345678',
    remarks: 'Alleen online verkoop.',
    status: 'afgewezen',
    rejectionReason: 'Geen balie of afhaalpunt met vaste openingstijden.',
  },
];

const MESSAGES: Seeded<DocumentOf<typeof contactMessages>>[] = [
  {
    id: 'demo-bericht-offerte',
    hoursAgo: 2,
    name: 'Marieke Smit',
    email: 'marieke.smit@example.test',
    subject: 'Offerte voor een hybride warmtepomp',
    message:
      'Kunnen jullie een installateur in de buurt van Zwolle aanraden voor een hybride warmtepomp?',
    read: false,
  },
  {
    id: 'demo-bericht-levertijd',
    hoursAgo: 20,
    name: 'Jeroen Hendriks',
    email: 'jeroen@hendriks-installatie.test',
    subject: 'Levertijd Aquaris 12 kW',
    message: 'Wat is de huidige levertijd van de Aquaris monoblock 12 kW? We hebben er drie nodig.',
    read: false,
  },
  {
    id: 'demo-bericht-account',
    hoursAgo: 24 * 4,
    name: 'Sophie Peters',
    email: 'sophie@peters-techniek.test',
    subject: '',
    message: 'Ik ben mijn wachtwoord kwijt en kan niet meer inloggen op het portaal.',
    read: true,
  },
];

/** Dealer orders in several states, so the back-office has work on first start. */
const ORDERS: {
  key: string;
  reference: string;
  lines: { productId: string; quantity: number }[];
  moves: OrderStatus[];
  /** With `verzonden`: the shipment (its lines; all open lines when absent). */
  shipment?: {
    carrier: Carrier;
    code: string;
    lines?: { productId: string; quantity: number }[];
    expectedInDays?: number;
  };
}[] = [
  {
    key: 'demo-seed-1',
    reference: 'Project Lindelaan',
    lines: [{ productId: 'nw-aw8', quantity: 2 }],
    moves: [],
  },
  {
    key: 'demo-seed-2',
    reference: 'Project Bosrand',
    lines: [
      { productId: 'nw-sb200', quantity: 1 },
      { productId: 'nw-bv50', quantity: 2 },
    ],
    moves: ['in_behandeling'],
  },
  {
    key: 'demo-seed-3',
    reference: 'Project Schoolstraat',
    lines: [{ productId: 'nw-bw8', quantity: 1 }],
    moves: ['in_behandeling', 'verzonden'],
    shipment: { carrier: 'PostNL', code: '3SWARM0012345' },
  },
  {
    // The heat pump is out of stock (nalevering); the accessories went ahead with DHL.
    key: 'demo-seed-4',
    reference: 'Project Dijkzicht',
    lines: [
      { productId: 'nw-aw12', quantity: 1 },
      { productId: 'nw-tb-wandconsole', quantity: 1 },
      { productId: 'nw-tb-trillingsdempers', quantity: 2 },
    ],
    moves: ['in_behandeling', 'verzonden'],
    shipment: {
      carrier: 'DHL',
      code: 'JVGL0583720461937450',
      lines: [
        { productId: 'nw-tb-wandconsole', quantity: 1 },
        { productId: 'nw-tb-trillingsdempers', quantity: 2 },
      ],
      expectedInDays: 1,
    },
  },
];

/**
 * Demo data of the back-office: dealer applications, contact messages and a few orders.
 * Only adds what is missing, like the rest of the seed.
 */
export async function seedBackOffice(storage: Storage, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  for (const { id, hoursAgo, ...data } of APPLICATIONS) {
    const at = now - hoursAgo * HOUR_MS;
    await dealerApplications.on(storage).create(id, {
      ...data,
      createdAt: isoMoment(new Date(at)),
      ...(data.status === 'afgewezen' ? { decidedAt: isoMoment(new Date(at + 26 * HOUR_MS)) } : {}),
    });
  }
  for (const { id, hoursAgo, ...data } of MESSAGES) {
    await contactMessages.on(storage).create(id, {
      ...data,
      createdAt: isoMoment(new Date(now - hoursAgo * HOUR_MS)),
    });
  }
  if (!(await users.on(storage).get('demo-dealer'))) return;
  for (const order of ORDERS) {
    // A demo order is an order like any other: when its products were changed since (out of
    // stock, gone), it is left out rather than stopping the start.
    const result = await placeOrder(storage, clock, 'demo-dealer', order.key, {
      lines: [...order.lines],
      delivery: 'bezorgen',
      pointsToRedeem: 0,
      address: 'Industrieweg 88, 5627 BR Eindhoven',
      reference: order.reference,
      notes: '',
    }).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!result?.created) continue;
    const placed = result.order;
    const { shipment } = order;
    for (const status of order.moves) {
      await changeOrderStatus(
        storage,
        clock,
        placed.id,
        status,
        status === 'verzonden' && shipment
          ? (_tx, stored, at) =>
              shipOrder(
                stored,
                {
                  lines: shipment.lines,
                  ...(shipment.expectedInDays === undefined
                    ? {}
                    : {
                        expectedDeliveryDate: dutchDay(
                          new Date(now + shipment.expectedInDays * 24 * HOUR_MS),
                        ),
                      }),
                },
                { carrier: shipment.carrier, trackingCode: shipment.code },
                at,
              ).patch
          : undefined,
      );
    }
  }
}
