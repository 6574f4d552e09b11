import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCart } from '../cart-context';

/**
 * The cart in the header; its accessible name is "Winkelwagen (N)". The visible count is
 * "(N)", a whole word of that name, as speech input and axe's label-content-name-mismatch ask
 * (axe 4.14 compares words: a bare "1" is not in "Winkelwagen (1)"). It stays in the
 * accessible tree (not aria-hidden). (A name built from visually hidden spans instead reads
 * "Winkelwagen ( 1 )" in Chromium.)
 */
export function CartIndicator() {
  const { cartCount } = useCart();
  return (
    <Link to={paths.cart} className="cart-indicator" aria-label={`Winkelwagen (${cartCount})`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="cart-count">({cartCount})</span>
    </Link>
  );
}
