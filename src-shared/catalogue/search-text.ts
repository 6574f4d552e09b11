import type { Product, ProductListQuery } from '../schemas/product';

/** Lower case without accents: "Warmtepómp" finds "warmtepomp". */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The text a search looks in: name, model number and description. */
export function haystackOf(product: Product): string {
  return normalise(`${product.name} ${product.modelNumber} ${product.description}`);
}

/**
 * A key that sorts names as people read them: case and accents ignored, numbers by value
 * ("Pomp 8" before "Pomp 12"), as Intl.Collator('nl', { numeric: true }) does.
 */
export function nameSortKey(name: string): string {
  return normalise(name).replace(/\d+/g, (digits) =>
    digits.replace(/^0+(?=\d)/, '').padStart(12, '0'),
  );
}

/** The search terms of a query, normalised. */
export function searchTerms(query: ProductListQuery): string[] {
  return query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : [];
}

/** The categories a query asks for, from `category` and `categories` together. */
export function queryCategories(query: ProductListQuery): string[] {
  return [...new Set([...(query.categories ?? []), ...(query.category ? [query.category] : [])])];
}

/** One log line for a product document that does not fit the schema: which fields are wrong. */
export function skippedProductMessage(id: string, error: unknown): string {
  const issues = (error as { issues?: { path: PropertyKey[] }[] }).issues;
  const fields = issues?.map((issue) => issue.path.join('.') || '(document)').join(', ');
  return `Product ${id} overgeslagen in de catalogus: ${fields ? `ongeldige velden ${fields}` : String(error)}`;
}
