/** What a kit field needs from the value it edits: the value and what to do when it changes. */
export interface Bound<V> {
  value: V;
  onChange(value: V): void;
}

/**
 * Binds kit fields to the keys of a draft object, to spread as
 * `<DecimalField label="Volume (m³)" {...field('volume')} />`: a change passes the changed key
 * on as a patch, so the caller decides how a patch becomes the next draft.
 */
export function bindFields<T extends object>(draft: T, update: (patch: Partial<T>) => void) {
  return function field<K extends keyof T>(key: K): Bound<T[K]> {
    return {
      value: draft[key],
      onChange: (value) => {
        const patch: Partial<T> = {};
        patch[key] = value;
        update(patch);
      },
    };
  };
}

/** A fraction (0,74) shown and typed as a whole percentage (74). */
export function asPercent(fraction: Bound<number>): Bound<number> {
  return {
    value: Math.round(fraction.value * 100),
    onChange: (shown) => fraction.onChange(shown / 100),
  };
}

/**
 * An amount in cents shown and typed in euros; back in whole cents, or with `centDecimals`
 * decimals of a cent for prices per unit (a gas price of 12,34 cents per kWh).
 */
export function asEuros(cents: Bound<number>, centDecimals = 0): Bound<number> {
  const precision = 10 ** centDecimals;
  return {
    value: cents.value / 100,
    onChange: (euros) => cents.onChange(Math.round(euros * 100 * precision) / precision),
  };
}
