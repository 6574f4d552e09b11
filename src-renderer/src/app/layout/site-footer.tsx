import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div>
        <strong>Warmteportaal</strong>
        <p>Het portaal voor installateurs en dealers van warmtepompen.</p>
      </div>
      <nav aria-label="Voettekst">
        <ul>
          <li>
            <Link to={paths.about}>Over ons</Link>
          </li>
          <li>
            <Link to={paths.contact}>Contact</Link>
          </li>
          <li>
            <Link to={paths.becomeDealer}>Dealer worden</Link>
          </li>
        </ul>
      </nav>
      <p className="footer-note">Alle prijzen zijn exclusief btw, tenzij anders vermeld.</p>
    </footer>
  );
}
