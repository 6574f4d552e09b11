import { MAX_LINE_QUANTITY } from '@shared/domain/keys';

/** What the counter needs of a product to put it on a line. */
export interface CounterProduct {
  id: string;
  name: string;
  modelNumber: string;
  ean?: string;
  inStock: boolean;
}

/** A code as the counter compares it: case, spaces and dashes ignored ("nw tb 001" = "NW-TB001"). */
export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** What the field holds: a code, or `*` and a number to set the quantity of the next line. */
export type CodeInput =
  | { kind: 'code'; code: string }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'empty' };

export function parseCodeInput(raw: string): CodeInput {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  if (text.startsWith('*')) {
    const quantity = Number(text.slice(1).trim());
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      return { kind: 'invalid', message: `Typ * en een aantal van 1 tot ${MAX_LINE_QUANTITY}.` };
    }
    return { kind: 'quantity', quantity };
  }
  return { kind: 'code', code: text };
}

/** The product whose model number or EAN is this code, ignoring case, spaces and dashes. */
export function exactMatch<P extends CounterProduct>(
  code: string,
  products: readonly P[],
): P | undefined {
  const wanted = normaliseCode(code);
  return products.find(
    (product) =>
      normaliseCode(product.modelNumber) === wanted ||
      (product.ean !== undefined && normaliseCode(product.ean) === wanted),
  );
}

/** How many edits turn one code into another (Levenshtein). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The products whose model number is closest to a code nobody has: for a mistyped scan. */
export function closestMatches<P extends CounterProduct>(
  code: string,
  products: readonly P[],
  count = 3,
): P[] {
  const wanted = normaliseCode(code);
  const unique = [...new Map(products.map((product) => [product.id, product])).values()];
  return unique
    .map((product) => ({ product, score: distance(wanted, normaliseCode(product.modelNumber)) }))
    .sort((a, b) => a.score - b.score || a.product.modelNumber.localeCompare(b.product.modelNumber))
    .slice(0, count)
    .map((entry) => entry.product);
}
