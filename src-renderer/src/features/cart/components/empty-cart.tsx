import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An empty cart, with the way back to the catalogue. */
export function EmptyCart({ primary = false }: { primary?: boolean }) {
  return (
    <div className="empty-state">
      <p>Je winkelwagen is leeg.</p>
      <Link to={paths.catalogue} className={primary ? 'button button-primary' : 'button'}>
        Naar de catalogus
      </Link>
    </div>
  );
}
