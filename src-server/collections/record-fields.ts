/** The named fields of a record, as they are: `{ ...pickFields(mail, 'id', 'subject') }`. */
export function pickFields<T extends object, const K extends keyof T>(
  record: T,
  ...keys: K[]
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}

/**
 * The named fields of a record that hold something, for an answer or a stored document that
 * leaves the others out (an empty text counts as nothing):
 * `{ id: order.id, ...presentFields(order, 'clientName', 'reference') }`.
 */
export function presentFields<T extends object, const K extends keyof T>(
  record: T,
  ...keys: K[]
): { [P in K]?: NonNullable<T[P]> } {
  const present: { [P in K]?: NonNullable<T[P]> } = {};
  for (const key of keys) {
    const value = record[key];
    if (value) present[key] = value;
  }
  return present;
}
