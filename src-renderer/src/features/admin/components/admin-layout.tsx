import { Outlet } from 'react-router-dom';
import { NavMenu } from '@/components/nav-menu';
import '../admin.css';

/** The sections of the back-office; one more is one more line here and in the router. */
export const ADMIN_SECTIONS = [
  { to: '/beheer/bestellingen', label: 'Bestellingen' },
  { to: '/beheer/facturen', label: 'Facturen' },
  { to: '/beheer/producten', label: 'Producten' },
  { to: '/beheer/gebruikers', label: 'Gebruikers' },
  { to: '/beheer/bedrijven', label: 'Bedrijven' },
  { to: '/beheer/aanvragen', label: 'Aanvragen' },
  { to: '/beheer/berichten', label: 'Berichten' },
  { to: '/beheer/vragen', label: 'Vragen' },
  { to: '/beheer/e-mail', label: 'E-mail' },
  { to: '/beheer/logboek', label: 'Logboek' },
] as const;

/** The back-office's frame: its own navigation beside the page. */
export function AdminShell() {
  return (
    <div className="admin-shell">
      <NavMenu label="Beheer" className="admin-nav" links={ADMIN_SECTIONS} />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
