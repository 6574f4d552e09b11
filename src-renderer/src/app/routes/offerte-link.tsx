import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/query-states';
import { PageSpinner } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { usePublicOfferte } from '@/features/offertes/api/offerte-link';
import { HomeownerHeader, PublicOfferteView } from '@/features/offertes/components/public-offerte';
import '@/features/offertes/offertes.css';

/** Search engines must not index a homeowner's offerte (the API says so too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A wrong or revoked link: no portal links, only what the homeowner can do. */
function LinkNotFound() {
  useTitle('Pagina niet gevonden');
  return (
    <section className="page">
      <h1 tabIndex={-1}>Pagina niet gevonden</h1>
      <p>
        Deze offertelink werkt niet (meer). Gebruik de hele link uit de e-mail, of vraag uw
        installateur om een nieuwe link.
      </p>
    </section>
  );
}

/** The homeowner's offerte behind a link, in the installer's name, on a shell of its own. */
export function OfferteLinkPage() {
  const token = useParams().token ?? '';
  const offerte = usePublicOfferte(token);
  useNoIndex();
  useTitle(
    offerte.data ? `Offerte ${offerte.data.number} – ${offerte.data.installer.name}` : 'Offerte',
  );
  if (offerte.isPending) return <PageSpinner />;
  if (offerte.error) {
    if (offerte.error instanceof ApiRequestError && offerte.error.status === 404) {
      return <LinkNotFound />;
    }
    return (
      <section className="page">
        <h1 tabIndex={-1}>Offerte</h1>
        <LoadError message={offerte.error.message} onRetry={() => void offerte.refetch()} />
      </section>
    );
  }
  return (
    <article className="page">
      <HomeownerHeader offerte={offerte.data} />
      <PublicOfferteView offerte={offerte.data} token={token} />
    </article>
  );
}
