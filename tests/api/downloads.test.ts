import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '@shared/schemas/documents';
import { QUOTAS } from '../../src-server/quotas';
import { seedLibrary } from '../../src-server/seed/library';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { apiHarness } from './harness';

const api = apiHarness('downloads');
let token: string;

type Page = { items: LibraryDocument[]; nextCursor: string | null };

beforeAll(async () => {
  token = await api.user('lezer', { discount: 10, company: 'Lezer BV' });
  const products = seedCatalogue().filter((p) => ['nw-aw8', 'nw-sb150', 'nw-bw10'].includes(p.id));
  for (const { ageDays: _age, ...product } of products) {
    await api.storage.set('products', product.id, {
      ...product,
      imageUrl: '',
      documents: [],
      createdAt: new Date(),
    });
  }
  await seedLibrary(api.storage, api.files, products);
  // Seeding again adds nothing.
  expect(await seedLibrary(api.storage, api.files, products)).toBe(0);
});

describe('the downloads library', () => {
  it('lists general documents first, then every product document', async () => {
    const response = await api.call<Page>(token, 'GET', '/api/documents');
    expect(response.status).toBe(200);
    const titles = response.json.items.map((d) => d.title);
    expect(titles.slice(0, 2)).toEqual([
      'Algemene leveringsvoorwaarden',
      'Garantievoorwaarden Noordwind',
    ]);
    // 5 per heat pump, 3 for the boiler (the productblad itself is written with the product).
    expect(response.json.items).toHaveLength(2 + 5 + 5 + 3);
  });

  it('searches by product name or type number and filters by category and kind', async () => {
    const byType = await api.call<Page>(token, 'GET', '/api/documents?q=nw-aw8');
    expect(byType.json.items.every((d) => d.productId === 'nw-aw8')).toBe(true);
    expect(byType.json.items).toHaveLength(5);
    const byName = await api.call<Page>(token, 'GET', '/api/documents?q=terra');
    expect(new Set(byName.json.items.map((d) => d.productId))).toEqual(new Set(['nw-bw10']));
    const labels = await api.call<Page>(token, 'GET', '/api/documents?kind=energielabel');
    expect(labels.json.items.map((d) => d.modelNumber).sort()).toEqual(['NW-AW8-P', 'NW-BW10-S']);
    const boilers = await api.call<Page>(
      token,
      'GET',
      '/api/documents?category=boilers-buffervaten',
    );
    expect(boilers.json.items.map((d) => d.kind)).toEqual([
      'productblad',
      'installatiehandleiding',
      'ce_verklaring',
    ]);
    expect((await api.call(token, 'GET', '/api/documents?kind=folder')).status).toBe(400);
  });

  it('pages with a cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: { json: Page } = await api.call<Page>(
        token,
        'GET',
        `/api/documents?limit=4${query}`,
      );
      seen.push(...page.json.items.map((d) => d.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
  });

  it('serves every listed document as a PDF', async () => {
    const list = await api.call<Page>(token, 'GET', '/api/documents?q=nw-aw8');
    for (const document of list.json.items.filter((d) => d.kind !== 'productblad')) {
      const response = await fetch(`${api.baseUrl}${document.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
  });

  it("generates a personal price list at the reader's own prices", async () => {
    const response = await fetch(`${api.baseUrl}/api/documents/prijslijst.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    // One list per discount, shared by every reader with it: it names the discount, not the reader.
    expect(pdf.getTitle()).toBe('Prijslijst Warmteportaal, 10% korting');
    expect((await fetch(`${api.baseUrl}/api/documents/prijslijst.pdf`)).status).toBe(401);
  });

  it('makes a price list of one category, and refuses a category that does not exist', async () => {
    const one = await fetch(`${api.baseUrl}/api/documents/prijslijst.pdf?categorie=hybride`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(
      'attachment; filename="prijslijst-warmteportaal-hybride.pdf"',
    );
    const wrong = await api.call(token, 'GET', '/api/documents/prijslijst.pdf?categorie=fietsen');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.fields?.categorie).toBe('Kies een bestaande productcategorie.');
  });

  it('limits the full price list per user per hour, not the list of one category', async () => {
    const full = () =>
      fetch(`${api.baseUrl}/api/documents/prijslijst.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
    // The first test of this file took one of the hour's lists already.
    const statuses: number[] = [];
    for (let i = 1; i < QUOTAS.fullPriceListsPerHour; i++) statuses.push((await full()).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await full();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /hoogstens \d+ keer per uur/,
    );
    const oneCategory = await fetch(
      `${api.baseUrl}/api/documents/prijslijst.pdf?categorie=hybride`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(oneCategory.status).toBe(200);
  });
});
