import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export interface MenuLink {
  to: string;
  label: ReactNode;
}

/** A navigation landmark named `label`: its links as a list, the current page's link marked. */
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
  return (
    <nav id={id} aria-label={label} className={className}>
      <ul onClick={onNavigate}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
