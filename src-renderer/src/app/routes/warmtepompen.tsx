import { Page } from '@/components/page';
import { PRODUCT_CATEGORIES } from '@shared/domain/rules';
import { CatalogueBrowserSlot } from './catalogue-browser-slot';

const heatPumpCategories = PRODUCT_CATEGORIES.filter((c) => c.heatPump).map((c) => c.slug);

export function HeatPumpsPage() {
  return (
    <Page
      title="Warmtepompen"
      intro="Welke warmtepomp past bij het project? Een korte keuzehulp, en daaronder alle warmtepompen uit het assortiment."
    >
      <div className="info-columns">
        <div>
          <h2>Lucht-water</h2>
          <p>
            De standaard voor all-electric woningen. Een monoblock heeft geen koelmonteur nodig; een
            split houdt de waterleidingen binnen.
          </p>
        </div>
        <div>
          <h2>Hybride</h2>
          <p>
            Werkt samen met de bestaande cv-ketel en bespaart direct veel gas. Ideaal voor bestaande
            bouw die nog niet goed genoeg geïsoleerd is.
          </p>
        </div>
        <div>
          <h2>Bodem-water</h2>
          <p>
            Het hoogste rendement en geen buitendeel. Vraagt een bodembron, maar koelt in de zomer
            vrijwel gratis.
          </p>
        </div>
        <div>
          <h2>Lucht-lucht</h2>
          <p>Verwarmt en koelt per ruimte. Snel geplaatst en geschikt als aanvulling.</p>
        </div>
      </div>
      <CatalogueBrowserSlot categories={heatPumpCategories} />
    </Page>
  );
}
