import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productListQuerySchema, type Product } from '@shared/schemas/product';
import {
  createCatalogue,
  type Catalogue,
  type CatalogueAdapters,
} from '../../src-server/catalogue/catalogue';
import type { DocumentData, Storage } from '../../src-server/storage/port';
import { makeHeatPump, makeProduct, storeSeedCatalogue } from '../fixtures/product';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { normaliseCode } from '@shared/catalogue/codes';

/**
 * The catalogue's contract: search that finds what installers type and the technical filters
 * on heat pumps answer the same on every store and adapter. Each test gets an empty store.
 */
export interface CatalogueUnderTest {
  storage: Storage;
  adapters: CatalogueAdapters;
  /** Brings an index that no trigger keeps (Firestore's) up to the stored products. */
  indexed?: () => Promise<void>;
  dispose: () => Promise<void>;
}

const pump = makeHeatPump;

/** The products every test starts with: one per rule, names chosen so only one matches. */
const PRODUCTS: Product[] = [
  makeProduct({
    id: 'aw8',
    name: 'Aquaris monoblock warmtepomp 8 kW',
    modelNumber: 'NW-AW8-P',
    category: 'lucht-water',
    ean: '8712345678906',
    heatPump: pump(),
  }),
  makeProduct({
    id: 'aw12',
    name: 'Aquaris split 12 kW',
    modelNumber: 'NW-AW12-S',
    category: 'lucht-water',
    heatPump: pump({
      nominalKw: 12,
      phase: 3,
      soundPowerDb: 62,
      refrigerant: 'R32',
      energyLabel: 'A++',
    }),
  }),
  makeProduct({
    id: 'bw6',
    name: 'Geo bodemwarmtepomp 6 kW',
    modelNumber: 'NW-BW6',
    category: 'bodem-water',
    heatPump: pump({ type: 'bodem-water', nominalKw: 6, soundPowerDb: 42, phase: 3 }),
  }),
  makeProduct({
    id: 'bwp',
    name: 'Boilerwarmtepomp 200 liter',
    modelNumber: 'NW-BWP200',
    category: 'boilers-buffervaten',
  }),
  makeProduct({
    id: 'oud',
    name: 'Oude hybride zonder fase',
    modelNumber: 'OLD-1',
    category: 'hybride',
    heatPump: pump({ type: 'hybride', nominalKw: 4, phase: undefined, refrigerant: undefined }),
  }),
];

function record(product: Product): DocumentData {
  const { id: _id, createdAt, heatPump, ean, ...rest } = product;
  return {
    ...rest,
    ...(ean ? { ean } : {}),
    // Stored documents carry no undefined fields (Firestore refuses them).
    ...(heatPump ? { heatPump: JSON.parse(JSON.stringify(heatPump)) as DocumentData } : {}),
    createdAt: new Date(createdAt),
  };
}

export function describeCatalogueContract(
  name: string,
  factory: () => Promise<CatalogueUnderTest>,
): void {
  describe(`catalogue contract: ${name}`, () => {
    let under: CatalogueUnderTest;
    let catalogue: Catalogue;
    beforeEach(async () => {
      under = await factory();
      for (const product of PRODUCTS)
        await under.storage.set('products', product.id, record(product));
      await under.indexed?.();
      catalogue = createCatalogue(under.storage, under.adapters, vi.fn());
    });
    afterEach(async () => {
      catalogue.close();
      await under.dispose();
    });

    async function found(input: Record<string, string>) {
      const body = JSON.parse(
        await catalogue.listJson(productListQuerySchema.parse(input), 'trade'),
      ) as { items: { id: string }[]; total: number };
      expect(body.total).toBe(body.items.length);
      return body.items.map((item) => item.id).sort();
    }

    it('finds a word with one typing error when the word has 5 letters or more', async () => {
      expect(await found({ q: 'aquaros' })).toEqual(['aw12', 'aw8']);
      expect(await found({ q: 'aqauris' })).toEqual(['aw12', 'aw8']);
      expect(await found({ q: 'aquariss' })).toEqual(['aw12', 'aw8']);
      // Two errors, or one in a short word, find nothing.
      expect(await found({ q: 'aqaros' })).toEqual([]);
      expect(await found({ q: 'gwo' })).toEqual([]);
    });

    it('answers a term of digits and punctuation (Firestore was sent an empty token list)', async () => {
      for (const q of ['8,5', 'aquaris 10,5kw', 'r-32.'])
        expect(Array.isArray(await found({ q }))).toBe(true);
    });

    it('finds spelling variants and model numbers without dashes or spaces', async () => {
      expect(await found({ q: 'monoblok' })).toEqual(['aw8']);
      expect(await found({ q: 'monoblock' })).toEqual(['aw8']);
      expect(await found({ q: 'NWAW8' })).toEqual(['aw8']);
      expect(await found({ q: 'nw aw12' })).toEqual(['aw12']);
      expect(await found({ q: 'nw-bw6' })).toEqual(['bw6']);
    });

    it('reads a capacity with or without a space and in any case: 8kw, 8 kw, 8kW', async () => {
      for (const q of ['aquaris 8kw', 'aquaris 8 kw', 'Aquaris 8kW', '8KW aquaris'])
        expect(await found({ q }), q).toEqual(['aw8']);
      expect(await found({ q: '12kw' })).toEqual(['aw12']);
      expect(await found({ q: '6 kW' })).toEqual(['bw6']);
    });

    it('finds a product by its EAN and by trade synonyms', async () => {
      expect(await found({ q: '8712345678906' })).toEqual(['aw8']);
      expect(await found({ q: 'wp 8' })).toEqual(['aw8']);
      expect(await found({ q: 'bwp' })).toEqual(['bwp']);
    });

    it('filters heat pumps by capacity, phase, sound, label, refrigerant and source', async () => {
      expect(await found({ minKw: '7' })).toEqual(['aw12', 'aw8']);
      expect(await found({ minKw: '6', maxKw: '8' })).toEqual(['aw8', 'bw6']);
      expect(await found({ phase: '3' })).toEqual(['aw12', 'bw6']);
      expect(await found({ phase: '1' })).toEqual(['aw8']);
      expect(await found({ maxSoundDb: '55' })).toEqual(['aw8', 'bw6', 'oud']);
      expect(await found({ maxSoundDb: '50' })).toEqual(['bw6']);
      expect(await found({ energyLabel: 'A++' })).toEqual(['aw12']);
      expect(await found({ refrigerant: 'r-290' })).toEqual(['aw8', 'bw6']);
      expect(await found({ source: 'bodem' })).toEqual(['bw6']);
      expect(await found({ source: 'lucht' })).toEqual(['aw12', 'aw8', 'oud']);
      expect(await found({ source: 'lucht', phase: '3', q: 'aquaris' })).toEqual(['aw12']);
      expect(await found({ maxKw: '3' })).toEqual([]);
    });

    it('finds the demo heat pumps by Fase 1 and Koudemiddel R290 (issue 36)', async () => {
      const demo = seedCatalogue();
      await storeSeedCatalogue(under.storage);
      await under.indexed?.();
      const demoIds = (keep: (pump: NonNullable<Product['heatPump']>) => boolean) =>
        demo
          .filter((product) => product.heatPump && keep(product.heatPump))
          .map((product) => product.id)
          .sort();
      const onePhase = demoIds((pump) => pump.phase === 1);
      const r290 = demoIds((pump) => normaliseCode(pump.refrigerant ?? '') === 'r290');
      // Every demo heat pump says both; the 1-fase and R290 ones are many, not all.
      expect(demoIds((pump) => pump.phase === undefined || !pump.refrigerant)).toEqual([]);
      expect(onePhase).toContain('nw-aw8');
      expect(onePhase).not.toContain('nw-aw12');
      expect(r290).toEqual(expect.arrayContaining(['nw-aw4', 'nw-hy5']));
      expect(r290).not.toContain('nw-as9');
      const demoFound = async (input: Record<string, string>) =>
        (await found({ ...input, limit: '200' })).filter((id) => id.startsWith('nw-'));
      expect(await demoFound({ phase: '1' })).toEqual(onePhase);
      expect(await demoFound({ refrigerant: 'R290' })).toEqual(r290);
      expect(await demoFound({ phase: '1', refrigerant: 'R290' })).toEqual(
        onePhase.filter((id) => r290.includes(id)),
      );
    });

    it('filters by an energy label or better (vanaf), with search and categories too', async () => {
      expect(await found({ minEnergyLabel: 'A+++' })).toEqual(['aw8', 'bw6', 'oud']);
      expect(await found({ minEnergyLabel: 'A++' })).toEqual(['aw12', 'aw8', 'bw6', 'oud']);
      expect(await found({ minEnergyLabel: 'D' })).toEqual(['aw12', 'aw8', 'bw6', 'oud']);
      expect(await found({ minEnergyLabel: 'A++', q: 'aquaris' })).toEqual(['aw12', 'aw8']);
      expect(
        await found({ minEnergyLabel: 'A+++', categories: 'lucht-water,bodem-water' }),
      ).toEqual(['aw8', 'bw6']);
      // A typo search with a label range and two categories: on Firestore that is more than
      // its 30 disjunctions in one query.
      expect(
        await found({ minEnergyLabel: 'D', q: 'aquaros', categories: 'lucht-water,bodem-water' }),
      ).toEqual(['aw12', 'aw8']);
    });
  });
}
