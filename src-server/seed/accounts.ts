import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { CompanyRole } from '@shared/domain/company';
import type { Role } from '@shared/domain/rules';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  description: string;
  /** What is stored in users/{uid} on first start; missing fields show the defaults. */
  profile: {
    role?: Role;
    discount?: number;
    firstName: string;
    lastName: string;
    company: string;
    phone: string;
    address: string;
    createdAt?: Date;
    /** A colleague in another demo account's company (the founder gets theirs on start). */
    companyId?: string;
    companyRole?: CompanyRole;
    limitPerOrderCents?: number;
  };
}

/** The demo installer's firm: Sanne is its eigenaar (her one-person company, grown). */
export const DEMO_FIRM = 'bedrijf-demo-installateur';

export const DEMO_PASSWORD = 'Warmte2026!';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    uid: 'demo-installateur',
    email: 'installateur@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Installateur met 10% korting en spaarpunten',
    profile: {
      role: 'installer',
      discount: 10,
      firstName: 'Sanne',
      lastName: 'de Vries',
      company: 'De Vries Installatietechniek',
      phone: '+31301234567',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      createdAt: new Date('2025-02-14T09:00:00.000Z'),
    },
  },
  {
    uid: 'demo-inkoper',
    email: 'inkoper@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Inkoper bij De Vries Installatietechniek: keurt bestellingen goed',
    profile: {
      role: 'installer',
      discount: 10,
      firstName: 'Bram',
      lastName: 'Visser',
      company: 'De Vries Installatietechniek',
      phone: '+31301234568',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      createdAt: new Date('2025-03-03T09:00:00.000Z'),
      companyId: DEMO_FIRM,
      companyRole: 'inkoper',
    },
  },
  {
    uid: 'demo-monteur',
    email: 'monteur@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Monteur bij De Vries Installatietechniek, limiet € 2.500 per bestelling',
    profile: {
      role: 'installer',
      discount: 10,
      firstName: 'Daan',
      lastName: 'Smit',
      company: 'De Vries Installatietechniek',
      phone: '+31612340000',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      createdAt: new Date('2025-04-01T09:00:00.000Z'),
      companyId: DEMO_FIRM,
      companyRole: 'monteur',
      limitPerOrderCents: 250_000,
    },
  },
  {
    uid: 'demo-nieuw',
    email: 'nieuw@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Nieuwe installateur: profiel zonder rol, korting, punten en datum',
    profile: {
      firstName: 'Joris',
      lastName: 'Bakker',
      company: 'Bakker Duurzaam',
      phone: '+31612345678',
      address: 'Dorpsstraat 4, 7421 AB Deventer',
    },
  },
  {
    uid: 'demo-dealer',
    email: 'dealer@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Dealer met 15% korting',
    profile: {
      role: 'dealer',
      discount: 15,
      firstName: 'Ahmed',
      lastName: 'El Amrani',
      company: 'Klimaatcentrum Zuid',
      phone: '+31407654321',
      address: 'Industrieweg 88, 5627 BR Eindhoven',
      createdAt: new Date('2024-09-02T08:30:00.000Z'),
    },
  },
  {
    uid: 'demo-beheerder',
    email: 'beheer@warmteportaal.test',
    password: DEMO_PASSWORD,
    description: 'Beheerder van het portaal',
    profile: {
      role: 'admin',
      discount: 0,
      firstName: 'Lotte',
      lastName: 'Jansen',
      company: 'Warmteportaal',
      phone: '+31205550123',
      address: 'Keizersgracht 100, 1015 CV Amsterdam',
      createdAt: new Date('2024-01-08T08:00:00.000Z'),
    },
  },
];

/** Creates sign-in accounts; an account that exists is left as its user made it. */
export interface AccountAdmin {
  ensureAccount(account: {
    uid: string;
    email: string;
    password: string;
    displayName: string;
  }): Promise<boolean>;
}

export function createFirebaseAccountAdmin(app: App): AccountAdmin {
  const auth = getAuth(app);
  return {
    async ensureAccount({ uid, email, password, displayName }) {
      try {
        await auth.getUser(uid);
        return false;
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      await auth.createUser({ uid, email, password, displayName, emailVerified: true });
      return true;
    },
  };
}
