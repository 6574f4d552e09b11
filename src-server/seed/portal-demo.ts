import { dutchDay } from '@shared/domain/calendar';
import type { Clock } from '../env';
import { isoMoment } from '@shared/domain/dates';
import type { TicketCategory } from '@shared/domain/rules';
import { clients } from '../collections/clients';
import { tickets } from '../collections/tickets';
import { sortName } from '../clients/client-record';
import type { Storage } from '../storage/port';

const DAY_MS = 86_400_000;

interface DemoTicket {
  id: string;
  userId: string;
  userName: string;
  subject: string;
  category: TicketCategory;
  status: 'open' | 'beantwoord' | 'gesloten';
  productId?: string;
  productName?: string;
  messages: { author: 'user' | 'support'; body: string; daysAgo: number }[];
}

const TICKETS: DemoTicket[] = [
  {
    id: 'demo-vraag-foutcode',
    userId: 'demo-installateur',
    userName: 'Sanne de Vries, De Vries Installatietechniek',
    subject: 'Foutcode E4 bij Aquaris monoblock 8 kW',
    category: 'technische_vraag',
    status: 'beantwoord',
    productId: 'nw-aw8',
    productName: 'Noordwind Aquaris monoblock 8 kW',
    messages: [
      {
        author: 'user',
        body: 'Bij een klant geeft de Aquaris 8 kW sinds gisteren foutcode E4 bij het opstarten. De waterdruk is 1,6 bar. Wat kan dit zijn?',
        daysAgo: 3,
      },
      {
        author: 'support',
        body: 'E4 betekent te weinig doorstroming. Controleer het vuilfilter in de retour en of de circulatiepomp niet vastzit. Blijft de melding, stuur dan een foto van het typeplaatje mee.',
        daysAgo: 1,
      },
    ],
  },
  {
    id: 'demo-vraag-levertijd',
    userId: 'demo-installateur',
    userName: 'Sanne de Vries, De Vries Installatietechniek',
    subject: 'Levertijd Terra bodemwarmtepomp 13 kW',
    category: 'bestelling',
    status: 'open',
    productId: 'nw-bw13',
    productName: 'Noordwind Terra bodemwarmtepomp 13 kW',
    messages: [
      {
        author: 'user',
        body: 'Wat is de verwachte levertijd van de Terra 13 kW? Ik wil hem eind volgende maand plaatsen.',
        daysAgo: 2,
      },
    ],
  },
  {
    id: 'demo-vraag-factuur',
    userId: 'demo-installateur',
    userName: 'Sanne de Vries, De Vries Installatietechniek',
    subject: 'Factuuradres aanpassen',
    category: 'account',
    status: 'gesloten',
    messages: [
      {
        author: 'user',
        body: 'Kunnen jullie het factuuradres aanpassen naar ons nieuwe pand?',
        daysAgo: 40,
      },
      {
        author: 'support',
        body: 'Dat is aangepast. Je volgende facturen gaan naar het nieuwe adres.',
        daysAgo: 39,
      },
    ],
  },
  {
    id: 'demo-vraag-garantie',
    userId: 'demo-dealer',
    userName: 'Ahmed El Amrani, Klimaatcentrum Zuid',
    subject: 'Garantie op compressor Brisa wandmodel',
    category: 'garantie',
    status: 'beantwoord',
    productId: 'nw-ll35',
    productName: 'Noordwind Brisa wandmodel 3,5 kW',
    messages: [
      {
        author: 'user',
        body: 'Een klant meldt een defecte compressor na 26 maanden. Valt dit onder de garantie?',
        daysAgo: 6,
      },
      {
        author: 'support',
        body: 'Ja, op de compressor geldt 60 maanden garantie. Vraag via een nieuwe bestelling een vervangend buitendeel aan en vermeld het serienummer.',
        daysAgo: 5,
      },
    ],
  },
];

interface DemoClient {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  postcode: string;
  city: string;
  email: string;
  phone: string;
  installations: {
    productId: string;
    productName: string;
    modelNumber: string;
    serialNumber: string;
    /** Days before today; 353 puts the yearly maintenance 12 days ahead. */
    daysAgo: number;
    refrigerant?: string;
    chargeKg?: number;
  }[];
}

const CLIENTS: DemoClient[] = [
  {
    id: 'demo-klant-jansen',
    ownerId: 'demo-installateur',
    name: 'Familie Jansen',
    address: 'Lindelaan 14',
    postcode: '3581 BC',
    city: 'Utrecht',
    email: 'jansen@example.nl',
    phone: '+31612345670',
    installations: [
      {
        productId: 'nw-aw8',
        productName: 'Noordwind Aquaris monoblock 8 kW',
        modelNumber: 'NW-AW8-P',
        serialNumber: 'AW8-24-001873',
        daysAgo: 353,
      },
    ],
  },
  {
    id: 'demo-klant-verhoeven',
    ownerId: 'demo-installateur',
    name: 'Bakkerij Verhoeven',
    address: 'Voorstraat 88',
    postcode: '3512 AV',
    city: 'Utrecht',
    email: 'info@bakkerijverhoeven.example',
    phone: '+31302345678',
    installations: [
      {
        productId: 'nw-as9',
        productName: 'Noordwind Aquaris split 9 kW',
        modelNumber: 'NW-AS9-S',
        serialNumber: 'AS9-23-000412',
        daysAgo: 540,
        refrigerant: 'R32',
        chargeKg: 1.8,
      },
    ],
  },
  {
    id: 'demo-klant-de-linde',
    ownerId: 'demo-installateur',
    name: 'VvE De Linde',
    address: 'Parkweg 2',
    postcode: '3603 AB',
    city: 'Maarssen',
    email: 'bestuur@vvedelinde.example',
    phone: '',
    installations: [],
  },
  {
    id: 'demo-klant-smits',
    ownerId: 'demo-dealer',
    name: 'Hotel Smits',
    address: 'Markt 5',
    postcode: '5611 EB',
    city: 'Eindhoven',
    email: 'techniek@hotelsmits.example',
    phone: '+31402223344',
    installations: [
      {
        productId: 'nw-ll35',
        productName: 'Noordwind Brisa wandmodel 3,5 kW',
        modelNumber: 'NW-LL35-S',
        serialNumber: 'LL35-24-009921',
        daysAgo: 340,
        refrigerant: 'R32',
        chargeKg: 0.9,
      },
      {
        productId: 'nw-bw10',
        productName: 'Noordwind Terra bodemwarmtepomp 10 kW',
        modelNumber: 'NW-BW10-S',
        serialNumber: 'BW10-22-000077',
        daysAgo: 900,
      },
    ],
  },
  {
    id: 'demo-klant-van-dijk',
    ownerId: 'demo-dealer',
    name: 'J. van Dijk',
    address: 'Heuvelstraat 31',
    postcode: '5038 AA',
    city: 'Tilburg',
    email: '',
    phone: '+31623456789',
    installations: [],
  },
];

/**
 * Demo tickets and clients for the demo installer and dealer. Fixed ids: it adds only what
 * is missing, so it never undoes what a user changed.
 */
export async function seedPortalDemo(storage: Storage, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  const at = (days: number) => isoMoment(ago(days));
  for (const { id, messages, ...ticket } of TICKETS) {
    const thread = messages.map((message, index) => ({
      id: `${id}-${index + 1}`,
      author: message.author,
      authorName: message.author === 'support' ? 'Warmteportaal support' : ticket.userName,
      body: message.body,
      attachments: [],
      createdAt: at(message.daysAgo),
    }));
    const first = messages[0]?.daysAgo ?? 0;
    const last = messages[messages.length - 1];
    await tickets.on(storage).create(id, {
      ...ticket,
      unreadAnswer: ticket.status === 'beantwoord',
      messages: thread,
      createdAt: at(first),
      lastActivityAt: at(last?.daysAgo ?? first),
    });
  }
  for (const { id, installations, ...client } of CLIENTS) {
    await clients.on(storage).create(id, {
      ...client,
      nameLower: sortName(client.name),
      notes: '',
      maintenanceReminders: false,
      installations: installations.map(({ daysAgo, ...installation }, index) => ({
        ...installation,
        id: `${id}-installatie-${index + 1}`,
        installedOn: dutchDay(ago(daysAgo)),
        warrantyMonths: 60,
        refrigerant: installation.refrigerant ?? '',
        photos: [],
        createdAt: at(daysAgo),
      })),
      createdAt: at(400),
      updatedAt: at(30),
    });
  }
}
