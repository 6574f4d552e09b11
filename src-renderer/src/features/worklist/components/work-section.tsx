import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Worklist } from '@shared/schemas/worklist';

/** What a section's card gets: its part of the worklist. */
export type Section<K extends keyof Worklist> = { work: NonNullable<Worklist[K]> };

/** An item's facts in one line: `Hotel Smits · geldig t/m 2 dec 2026 · € 10.702,45`. */
export const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A card of the worklist: its heading (`Offertes`, …), its lists, or what to do next. */
export function WorkSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** What to do when there is no work here; shown instead of the lists. */
  empty: ReactNode | null;
  children?: ReactNode;
}) {
  return (
    <section className="card work-section" aria-labelledby={`${id}-kop`}>
      <h2 id={`${id}-kop`}>{title}</h2>
      {empty ? <p className="empty-state">{empty}</p> : children}
    </section>
  );
}

/**
 * One kind of work in a section (e.g. `Verloopt binnen 7 dagen`), with how many there are;
 * nothing when there are none. More than shown: a link to all of them.
 */
export function WorkGroup<T>({
  title,
  count,
  items,
  itemKey,
  all,
  children,
}: {
  title?: string;
  count: number;
  items: T[];
  itemKey: (item: T) => string;
  /** Where the whole list lives, with the link's text. */
  all?: { to: string; label: string } | undefined;
  children: (item: T) => ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div className="work-group">
      {title ? (
        <h3>
          {title} <span className="work-count">({count})</span>
        </h3>
      ) : null}
      <ul className="worklist">
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      {all && count > items.length ? (
        <p className="work-all">
          <Link to={all.to}>{all.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
