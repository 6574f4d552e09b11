/**
 * A count beside a menu item (unread answers, accepted offertes): the number for the eye, a
 * sentence for screen readers; nothing at 0.
 */
export function CountBadge({
  count,
  one,
  many,
  className,
}: {
  count: number;
  /** What one is, read after the menu item: ", 1 nieuw antwoord". */
  one: string;
  /** What more are, with the count: (n) => `, ${n} nieuwe antwoorden`. */
  many: (count: number) => string;
  className: string;
}) {
  if (count === 0) return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{count === 1 ? one : many(count)}</span>
    </span>
  );
}
