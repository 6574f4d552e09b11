import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CatalogueBrowserSlot } from './catalogue-browser-slot';
import { PRODUCT_CATEGORIES, type CategorySlug } from '@shared/domain/rules';

const descriptions: Record<CategorySlug, string> = {
  'lucht-water':
    'Monoblock- en split-warmtepompen die warmte uit de buitenlucht halen voor cv en tapwater.',
  hybride:
    'Warmtepompen die samenwerken met de bestaande cv-ketel: de snelste stap van het gas af.',
  'bodem-water':
    'Warmtepompen op een bodembron: het hoogste rendement, fluisterstil en met passieve koeling.',
  'lucht-lucht': 'Verwarmen en koelen per ruimte met wandmodellen en multi-split buitendelen.',
  'boilers-buffervaten': 'Boilers, buffervaten en warmtepompboilers die passen bij elk systeem.',
  toebehoren: 'Consoles, thermostaten, filters en alles om een installatie netjes af te maken.',
};

export function ProductsPage() {
  return (
    <Page
      title="Producten"
      intro="Het complete assortiment van Noordwind Klimaattechniek, geselecteerd voor de Nederlandse installatiepraktijk."
    >
      <ul className="category-overview">
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <h2>{category.label}</h2>
            <p>{descriptions[category.slug]}</p>
            <Link to={`${paths.catalogue}?categorie=${category.slug}`}>
              Bekijk {category.label.toLowerCase()}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="section-title">Alle producten</h2>
      <CatalogueBrowserSlot />
    </Page>
  );
}
