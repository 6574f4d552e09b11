import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { productSchema } from '@shared/schemas/product';
import { closestMatches, exactMatch, normaliseCode } from '@shared/catalogue/codes';

const counterListSchema = z.object({ items: z.array(productSchema) });

function search(q: string, limit: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ q, limit: String(limit), sort: 'naam' });
  return apiRequest(`/api/products?${query.toString()}`, {
    schema: counterListSchema,
    signal,
  }).then((list) => list.items);
}

export type CounterListProduct = z.infer<typeof counterListSchema>['items'][number];

export type FindResult =
  { found: CounterListProduct } | { found: null; closest: CounterListProduct[] };

/**
 * The product with this model number or EAN, through the catalogue's search. The search
 * matches the text as typed, so a code typed without its dashes ("nwtb001") is found by a
 * second, wider search on its first characters and compared with dashes and case ignored.
 */
export async function findProduct(code: string, signal?: AbortSignal): Promise<FindResult> {
  const first = await search(code.trim(), 20, signal);
  const direct = exactMatch(code, first);
  if (direct) return { found: direct };
  const prefix = normaliseCode(code).slice(0, 2);
  const wider = prefix ? await search(prefix, 200, signal) : [];
  const found = exactMatch(code, wider);
  if (found) return { found };
  return { found: null, closest: closestMatches(code, [...first, ...wider]) };
}
