import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadError } from '@/components/query-states';
import { PageSpinner } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { usePublicOfferte } from '@/features/offertes/api/offerte-link';
import { PublicOfferteView } from '@/features/offertes/components/public-offerte';
import { NotFoundPage } from './not-found';
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

/** The homeowner's offerte behind a link; a wrong or revoked link is the usual not-found page. */
export function OfferteLinkPage() {
  const token = useParams().token ?? '';
  const offerte = usePublicOfferte(token);
  useNoIndex();
  if (offerte.isPending) return <PageSpinner />;
  if (offerte.error) {
    if (offerte.error instanceof ApiRequestError && offerte.error.status === 404) {
      return <NotFoundPage />;
    }
    return (
      <Page title="Offerte">
        <LoadError message={offerte.error.message} onRetry={() => void offerte.refetch()} />
      </Page>
    );
  }
  return (
    <Page title={`Offerte ${offerte.data.number}`}>
      <PublicOfferteView offerte={offerte.data} token={token} />
    </Page>
  );
}
