import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCart } from '../cart-context';

/**
 * The cart in the header; its accessible name is "Winkelwagen (N)". The name comes from its
 * content (the words hidden visually), so it contains the visible count, as speech input needs.
 */
export function CartIndicator() {
  const { cartCount } = useCart();
  return (
    <Link to={paths.cart} className="cart-indicator">
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
      <span className="visually-hidden">Winkelwagen (</span>
      <span className="cart-count">{cartCount}</span>
      <span className="visually-hidden">)</span>
    </Link>
  );
}
