import type { CompanyRole } from '../../src-shared/domain/company';
import type { Storage } from '../../src-server/storage/port';
import { makeProduct } from '../fixtures/product';
import { giveFirmPoints } from './firm-points';

/**
 * A firm with an eigenaar, an inkoper and a monteur (limit € 2.500 per order), and an outsider
 * in a firm of his own; each firm has 1.000 spaarpunten.
 */
export interface Firm {
  companyId: string;
  owner: string;
  buyer: string;
  fitter: string;
  outsider: string;
}

const member = (
  prefix: string,
  name: string,
  companyId: string,
  companyRole: CompanyRole,
  extra: Record<string, unknown> = {},
) => ({
  email: `${prefix}-${name}@warmteportaal.test`,
  firstName: name,
  lastName: 'Test',
  role: 'installer',
  discount: 0,
  companyId,
  companyRole,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

/** Whole documents, as the typed collections want them; every id starts with `prefix`. */
export async function seedFirm(storage: Storage, prefix: string): Promise<Firm> {
  const firm = {
    companyId: `${prefix}-bedrijf`,
    owner: `${prefix}-eigenaar`,
    buyer: `${prefix}-inkoper`,
    fitter: `${prefix}-monteur`,
    outsider: `${prefix}-buiten`,
  };
  await storage.set('companies', firm.companyId, {
    name: `Firma ${prefix}`,
    kvkNumber: '12345678',
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  await storage.set('companies', `${firm.outsider}-bedrijf`, {
    name: `Anders ${prefix}`,
    kvkNumber: '87654321',
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  await storage.set('users', firm.owner, member(prefix, 'eigenaar', firm.companyId, 'eigenaar'));
  await storage.set('users', firm.buyer, member(prefix, 'inkoper', firm.companyId, 'inkoper'));
  await storage.set(
    'users',
    firm.fitter,
    member(prefix, 'monteur', firm.companyId, 'monteur', {
      limitPerOrderCents: 250000,
      limitPerMonthCents: 400000,
    }),
  );
  await storage.set(
    'users',
    firm.outsider,
    member(prefix, 'buiten', `${firm.outsider}-bedrijf`, 'eigenaar'),
  );
  // Each firm has 1.000 spaarpunten, which every member may spend.
  await giveFirmPoints(storage, firm.owner, 1000);
  await giveFirmPoints(storage, firm.outsider, 1000);
  const product = (id: string, price: number) => {
    const { id: _id, createdAt, ...stored } = makeProduct({ id, price, inStock: true });
    return { ...stored, createdAt: new Date(createdAt) };
  };
  await storage.set('products', `${prefix}-pomp`, product(`${prefix}-pomp`, 300000));
  await storage.set('products', `${prefix}-dempers`, product(`${prefix}-dempers`, 150000));
  return firm;
}
