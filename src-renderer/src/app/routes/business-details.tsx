import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { BusinessDetailsSection } from '@/features/offertes/components/business-details-form';
import '@/features/offertes/offertes.css';
import '@/features/settings/settings.css';

/**
 * The installer company's details for its offertes. A page of its own beside /settings, so the
 * personal profile and the company's details never share a form's field names or its button.
 */
export function BusinessDetailsPage() {
  return (
    <Page
      title="Gegevens voor offertes"
      intro="Wat je klanten over je bedrijf lezen; je persoonlijke gegevens staan onder Instellingen."
    >
      <p>
        <Link to={paths.settings}>Terug naar Instellingen</Link>
      </p>
      <BusinessDetailsSection />
    </Page>
  );
}
