/**
 * Article codes as people type and scan them: model numbers and EANs compared with case, spaces
 * and dashes ignored ("nw tb 001" = "NW-TB001"). One home for the counter, quick order and the
 * catalogue search.
 */

/** What a code match needs of a product. */
export interface CodedProduct {
  id: string;
  modelNumber: string;
  ean?: string | undefined;
}

/** A code as it is compared: lower case, without spaces and dashes. */
export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** The product whose model number or EAN is this code, ignoring case, spaces and dashes. */
export function exactMatch<P extends CodedProduct>(
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

/** How many single-letter edits turn one text into another (Levenshtein). */
export function editDistance(a: string, b: string): number {
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
export function closestMatches<P extends CodedProduct>(
  code: string,
  products: readonly P[],
  count = 3,
): P[] {
  const wanted = normaliseCode(code);
  const unique = [...new Map(products.map((product) => [product.id, product])).values()];
  return unique
    .map((product) => ({
      product,
      score: editDistance(wanted, normaliseCode(product.modelNumber)),
    }))
    .sort((a, b) => a.score - b.score || a.product.modelNumber.localeCompare(b.product.modelNumber))
    .slice(0, count)
    .map((entry) => entry.product);
}
