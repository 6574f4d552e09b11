import { Fragment, type ReactNode } from 'react';

/** One fact: its label and its value (left out, or shown as `missing`, when empty). */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Facts as a definition list: label, value. An empty value (undefined, null, '') is left out,
 * unless `missing` is given (e.g. '—'), which then stands in its place.
 */
export function Facts({ facts, missing }: { facts: readonly Fact[]; missing?: string }) {
  const shown = facts.flatMap(([label, value]): Fact[] => {
    if (value !== undefined && value !== null && value !== '') return [[label, value]];
    return missing === undefined ? [] : [[label, missing]];
  });
  return (
    <dl className="definition-list">
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
