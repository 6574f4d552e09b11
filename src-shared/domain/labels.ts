/**
 * The values of a closed set (statuses, roles, categories), read from its Dutch labels so each
 * value and its label are written once, together: `const X = valuesOf(X_LABELS)` for z.enum and
 * option lists, in the labels' order.
 */
export function valuesOf<const K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  const [first, ...rest] = Object.keys(labels) as K[];
  if (first === undefined) throw new Error('A closed set needs at least one value');
  return [first, ...rest];
}
