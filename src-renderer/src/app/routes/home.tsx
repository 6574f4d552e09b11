import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { Page } from '@/components/page';
import { PRODUCT_CATEGORIES } from '@shared/domain/keys';

export function HomePage() {
  const { user, profile } = useAuth();
  const dealer = profile?.role === 'dealer';
  return (
    <Page title="Warmtepompen voor vakmensen">
      <div className="hero">
        <p className="hero-lead">
          Warmteportaal is het portaal en de webshop voor installateurs en dealers van warmtepompen.
          Je ziet direct jouw eigen prijs, bestelt vóór 16.00 uur en hebt alles voor een goede
          installatie op één plek.
        </p>
        <div className="hero-actions">
          <Link to={paths.catalogue} className="button button-primary">
            Bekijk de catalogus
          </Link>
          {user ? (
            <Link to={paths.dashboard} className="button">
              Naar mijn dashboard
            </Link>
          ) : (
            <Link to={paths.login} className="button">
              Inloggen voor installateurs
            </Link>
          )}
        </div>
      </div>
      <ul className="feature-list">
        <li>
          <h2>Jouw prijs, meteen</h2>
          <p>
            {user
              ? 'Bij elk product zie je de adviesprijs, de installateursprijs en jouw prijs.'
              : 'Na het inloggen zie je bij elk product de installateursprijs en jouw persoonlijke korting.'}
          </p>
        </li>
        <li>
          <h2>Spaarpunten</h2>
          <p>
            Elke bestelling levert spaarpunten op die je bij een volgende bestelling verzilvert.
          </p>
        </li>
        <li>
          <h2>Afhalen of bezorgen</h2>
          <p>
            {dealer
              ? 'Laat je bestelling bezorgen of haal haar op aan de balie.'
              : 'Haal je bestelling op aan de balie van je dealer of laat haar op de bouwplaats bezorgen.'}
          </p>
        </li>
      </ul>
      <h2 className="section-title">Assortiment</h2>
      <ul className="category-tiles">
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link to={`${paths.catalogue}?categorie=${category.slug}`}>{category.label}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
