import { closestMatches, exactMatch, normaliseCode } from '@shared/catalogue/codes';
import { productListQuerySchema, productListSchema, type Product } from '@shared/schemas/product';
import type { QuickOrderAnswer } from '@shared/schemas/quick-order';
import { products } from '../collections/products';
import type { Storage } from '../storage/port';
import { catalogueOf } from './catalogue';

/** Codes looked up at the same time: a long list must not take every catalogue worker. */
const PARALLEL = 4;
/** Suggestions per unknown code. */
const SUGGESTIONS = 3;
/** An EAN (GTIN-8 to GTIN-14): all digits. */
const EAN = /^\d{8,14}$/;

/**
 * Resolves the codes of a quick order in one request. A code names a product by its model
 * number or EAN, with case, spaces and dashes ignored (src-shared/catalogue/codes.ts). The
 * catalogue's own search finds the candidates (indexed on SQLite, its memory index elsewhere),
 * as the counter does: first the code as typed, then its first letters, which also find a
 * model number typed without its dashes. EANs are not in the search text: they are looked up
 * by field. Archived products are not found.
 */
export async function resolveCodes(storage: Storage, codes: string[]): Promise<QuickOrderAnswer> {
  const catalogue = catalogueOf(storage);
  // One search per distinct query in this request (many codes share their first letters).
  const searches = new Map<string, Promise<Product[]>>();
  const search = (q: string, limit: number) => {
    const key = `${limit}|${q}`;
    let found = searches.get(key);
    if (!found) {
      const query = productListQuerySchema.parse({ q, limit, sort: 'naam' });
      found = catalogue
        .listJson(query, 'trade')
        .then((json) => productListSchema.parse(JSON.parse(json)).items);
      searches.set(key, found);
    }
    return found;
  };
  const byEan = async (code: string) => {
    if (!EAN.test(code)) return undefined;
    const [product] = await products
      .on(storage)
      .query({ where: [{ field: 'ean', op: '==', value: code }], limit: 1 });
    return product && !product.archived ? product : undefined;
  };

  const resolve = async (code: string): Promise<QuickOrderAnswer['results'][number]> => {
    const first = await search(code, 20);
    const found =
      exactMatch(code, first) ??
      (await byEan(normaliseCode(code))) ??
      exactMatch(code, await search(normaliseCode(code).slice(0, 2), 200));
    if (found) return { code, product: found, suggestions: [] };
    const wider = await search(normaliseCode(code).slice(0, 2), 200);
    return {
      code,
      product: null,
      suggestions: closestMatches(code, [...first, ...wider], SUGGESTIONS).map(
        ({ id, name, modelNumber }) => ({ id, name, modelNumber }),
      ),
    };
  };

  const results: QuickOrderAnswer['results'] = new Array(codes.length);
  let next = 0;
  const worker = async () => {
    while (next < codes.length) {
      const index = next++;
      results[index] = await resolve(codes[index] ?? '');
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, codes.length) }, worker));
  return { results };
}
