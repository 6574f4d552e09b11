import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import './nav-menu.css';

export interface MenuLink {
  to: string;
  label: ReactNode;
}

interface MoreFollows {
  before: boolean;
  after: boolean;
}

/**
 * Whether a list that scrolls sideways hides items before or after what it shows; measured on
 * every scroll, resize and change of its items.
 */
function useMoreFollows(list: RefObject<HTMLUListElement | null>, items: unknown): MoreFollows {
  const [more, setMore] = useState<MoreFollows>({ before: false, after: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [list, items]);
  return more;
}

/**
 * A navigation landmark named `label`: its links as a list, the current page's link marked.
 * Where the list is wider than the screen and scrolls sideways (on a phone), a fade at the edge
 * shows that more items follow, and a hint says so to a screen reader.
 */
export function NavMenu({
  label,
  links,
  id,
  className,
  onNavigate,
}: {
  label: string;
  links: readonly MenuLink[];
  id?: string;
  className?: string;
  /** Runs when a link is followed (e.g. closes a phone menu). */
  onNavigate?: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const more = useMoreFollows(list, links);
  const hint = useId();
  return (
    <nav
      id={id}
      aria-label={label}
      aria-describedby={more.after || more.before ? hint : undefined}
      className={['nav-menu', className].filter(Boolean).join(' ')}
      data-more-before={more.before ? '' : undefined}
      data-more-after={more.after ? '' : undefined}
    >
      <ul ref={list} onClick={onNavigate}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
      {more.after || more.before ? (
        <span id={hint} className="visually-hidden">
          {more.after
            ? 'Dit menu gaat verder: schuif opzij voor meer onderdelen.'
            : 'Dit menu begint eerder: schuif terug voor de eerste onderdelen.'}
        </span>
      ) : null}
    </nav>
  );
}
