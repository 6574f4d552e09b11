import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Page
      title="Pagina niet gevonden"
      intro="Deze pagina bestaat niet (meer). Controleer het adres of ga verder vanaf de startpagina."
    >
      <p>
        <Link to={paths.home} className="button button-primary">
          Naar de startpagina
        </Link>{' '}
        <Link to={paths.catalogue} className="button">
          Naar de catalogus
        </Link>
      </p>
    </Page>
  );
}
