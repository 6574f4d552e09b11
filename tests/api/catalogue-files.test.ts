import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CATALOGUE_FILE_PREFIX,
  createCatalogueFiles,
  useCatalogueFiles,
  type CatalogueFiles,
} from '../../src-server/catalogue-files/jobs';
import { QUOTAS } from '../../src-server/quotas';
import { pdfText } from '../fixtures/pdf-text';
import { storedProduct } from '../fixtures/product';
import { apiHarness } from './harness';

/**
 * Files made from the whole catalogue (price lists, the CSV export): made in the background once
 * per catalogue version, kept in the file store, streamed; the request answers 202 meanwhile.
 */
const api = apiHarness('catfiles');
let maker: CatalogueFiles;
const tokens: Record<string, string> = {};

const PRODUCTS = [
  { id: 'cf-pomp-a', name: 'Pomp Alfa', modelNumber: 'CF-A', price: 200_000 },
  { id: 'cf-pomp-b', name: 'Pomp Beta', modelNumber: 'CF-B', price: 300_000 },
  { id: 'cf-boiler', name: 'Boiler Gamma', modelNumber: 'CF-G', price: 100_000 },
];

beforeAll(async () => {
  // Answers "being made" at once instead of waiting for a file: every first ask sees the 202.
  maker = createCatalogueFiles({
    storage: api.storage,
    files: api.files,
    clock: { now: () => new Date() },
    waitMs: 0,
  });
  useCatalogueFiles(api.storage, maker);
  for (const product of PRODUCTS) {
    await api.storage.set('products', product.id, {
      ...storedProduct({
        ...product,
        category: product.id === 'cf-boiler' ? 'boilers-buffervaten' : 'hybride',
      }),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
  tokens.tien = await api.user('tien', { role: 'installer', discount: 10 });
  tokens.kwart = await api.user('kwart', { role: 'installer', discount: 25 });
  tokens.veel = await api.user('veel', { role: 'installer', discount: 10 });
  tokens.admin = await api.user('admin', { role: 'admin' });
});

/** Asks until the file is there, as the renderer does; answers the file and the 202s seen. */
async function download(token: string, path: string) {
  const waits: { message: string; retryAfter: string | null }[] = [];
  const response = await vi.waitFor(
    async () => {
      const answer = await fetch(`${api.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status !== 202) return answer;
      const body = (await answer.json()) as { message: string };
      waits.push({ message: body.message, retryAfter: answer.headers.get('retry-after') });
      throw new Error('wordt nog gemaakt');
    },
    { timeout: 30_000, interval: 50 },
  );
  return { response, waits };
}

const storedFiles = () => {
  const folder = join(api.filesDir, CATALOGUE_FILE_PREFIX);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.part')) : [];
};

describe('the price list, made once per catalogue version', () => {
  it('answers 202 while it is made, then streams it; asked again it is not made again', async () => {
    const before = maker.builds;
    const first = await download(tokens.tien ?? '', '/api/documents/prijslijst.pdf');
    expect(first.waits.length).toBeGreaterThan(0);
    expect(first.waits[0]?.message).toMatch(/^De prijslijst wordt gemaakt\./);
    expect(first.waits[0]?.retryAfter).toBe('3');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await first.response.arrayBuffer());
    expect(first.response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const text = await pdfText(bytes);
    // The reader's own prices: 10 % off.
    expect(text).toContain('Pomp Alfa\n€ 2.000,00\n€ 1.800,00');
    expect(maker.builds).toBe(before + 1);

    // Another reader with the same discount gets the same file: served, not made again.
    const again = await download(tokens.veel ?? '', '/api/documents/prijslijst.pdf');
    expect(again.waits).toEqual([]);
    expect(new Uint8Array(await again.response.arrayBuffer())).toEqual(bytes);
    expect(maker.builds).toBe(before + 1);
    expect(storedFiles()).toHaveLength(1);
  });

  it("gives each reader the list at their own discount, never someone else's", async () => {
    const own = await download(tokens.kwart ?? '', '/api/documents/prijslijst.pdf');
    const text = await pdfText(new Uint8Array(await own.response.arrayBuffer()));
    expect(text).toContain('Pomp Alfa\n€ 2.000,00\n€ 1.500,00');
    expect(text).not.toContain('€ 1.800,00');
    // Nothing in the request chooses the list: a discount asked for is not given.
    const asked = await download(tokens.kwart ?? '', '/api/documents/prijslijst.pdf?korting=10');
    const askedText = await pdfText(new Uint8Array(await asked.response.arrayBuffer()));
    expect(askedText).toContain('€ 1.500,00');
    expect(askedText).not.toContain('€ 1.800,00');
    // The stored files are not public: not by their path, with or without a token.
    for (const name of storedFiles()) {
      expect(
        (await api.call(null, 'GET', `/api/files/${CATALOGUE_FILE_PREFIX}/${name}`)).status,
      ).toBe(404);
      const withToken = await api.call(
        tokens.kwart ?? '',
        'GET',
        `/api/files/${CATALOGUE_FILE_PREFIX}/${name}`,
      );
      expect(withToken.status).toBe(404);
    }
    expect((await api.call(null, 'GET', '/api/documents/prijslijst.pdf')).status).toBe(401);
  });

  it('makes a new list after a product change, and removes the old one', async () => {
    const oldFiles = storedFiles();
    const before = maker.builds;
    const archived = await api.call(
      tokens.admin ?? '',
      'PATCH',
      '/api/admin/products/cf-pomp-b/archief',
      {
        archived: true,
      },
    );
    expect(archived.status).toBe(200);
    const fresh = await download(tokens.tien ?? '', '/api/documents/prijslijst.pdf');
    expect(fresh.waits.length).toBeGreaterThan(0);
    const text = await pdfText(new Uint8Array(await fresh.response.arrayBuffer()));
    expect(text).toContain('Pomp Alfa');
    expect(text).not.toContain('Pomp Beta');
    expect(maker.builds).toBe(before + 1);
    // The 10 % list of the old version is gone; the 25 % one goes when it is made again.
    const now = storedFiles();
    expect(now).toHaveLength(oldFiles.length);
    expect(now.filter((name) => !oldFiles.includes(name))).toHaveLength(1);
  });

  it('makes a list once when several ask for it at the same time', async () => {
    const before = maker.builds;
    const first = await api.user('samen-1', { role: 'installer', discount: 40 });
    const second = await api.user('samen-2', { role: 'installer', discount: 40 });
    const answers = await Promise.all(
      [first, second, first].map((token) =>
        download(token, '/api/documents/prijslijst.pdf?categorie=hybride'),
      ),
    );
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200]);
    expect(maker.builds).toBe(before + 1);
  });

  it('counts only downloads of the full list against the hourly limit, not the waiting', async () => {
    const token = await api.user('teller', { role: 'installer', discount: 33 });
    const statuses: number[] = [];
    let waited = 0;
    for (let i = 0; i < QUOTAS.fullPriceListsPerHour; i++) {
      const { response, waits } = await download(token, '/api/documents/prijslijst.pdf');
      statuses.push(response.status);
      waited += waits.length;
      await response.arrayBuffer();
    }
    expect(waited).toBeGreaterThan(0);
    expect(statuses).toEqual(Array(QUOTAS.fullPriceListsPerHour).fill(200));
    const refused = await api.call(token, 'GET', '/api/documents/prijslijst.pdf');
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toMatch(/hoogstens \d+ keer per uur/);
    const oneCategory = await download(token, '/api/documents/prijslijst.pdf?categorie=hybride');
    expect(oneCategory.response.status).toBe(200);
    expect(oneCategory.response.headers.get('content-disposition')).toBe(
      'attachment; filename="prijslijst-warmteportaal-hybride.pdf"',
    );
  });
});

describe('the CSV export, made once per catalogue version', () => {
  it('is made once, sent gzipped as it was stored, and made again after an import', async () => {
    const before = maker.builds;
    const first = await download(tokens.admin ?? '', '/api/admin/products/export');
    expect(first.waits[0]?.message).toMatch(/^De export wordt gemaakt\./);
    expect(first.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(first.response.headers.get('content-encoding')).toBe('gzip');
    // With its byte-order mark, so Excel reads the accents.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await first.response.arrayBuffer(),
    );
    expect(csv.startsWith('\uFEFFid;naam;typenummer')).toBe(true);
    expect(csv).toContain('cf-pomp-a;Pomp Alfa;CF-A;hybride;2.000,00;');
    expect(maker.builds).toBe(before + 1);

    const again = await download(tokens.admin ?? '', '/api/admin/products/export');
    expect(again.waits).toEqual([]);
    expect(await again.response.text()).toBe(csv.slice(1));
    expect(maker.builds).toBe(before + 1);

    const imported = await api.call(tokens.admin ?? '', 'POST', '/api/admin/products/import', {
      csv: 'naam;typenummer;categorie;adviesprijs\nPomp Delta;CF-D;hybride;4.000,00\n',
    });
    expect(imported.status).toBe(200);
    const after = await download(tokens.admin ?? '', '/api/admin/products/export');
    expect(await after.response.text()).toContain(';Pomp Delta;CF-D;hybride;4.000,00;');
    expect(maker.builds).toBe(before + 2);
  });

  it('is refused to anyone but an admin', async () => {
    expect((await api.call(tokens.tien ?? '', 'GET', '/api/admin/products/export')).status).toBe(
      403,
    );
  });
});
