import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadError, retryHelps } from '@/components/query-states';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-request';
import { NotFoundPage } from './not-found';

/** Each record page's title while it loads or fails, and the way back to its list. */
const RECORDS = {
  bestelling: {
    title: 'Bestelling',
    back: { to: paths.orders, label: 'Terug naar je bestellingen' },
  },
  klant: { title: 'Klant', back: { to: paths.clients, label: 'Terug naar je klanten' } },
  offerte: { title: 'Offerte', back: { to: paths.offertes, label: 'Terug naar je offertes' } },
  product: { title: 'Product', back: { to: paths.catalogue, label: 'Terug naar de catalogus' } },
  vraag: { title: 'Vraag', back: { to: paths.support, label: 'Terug naar je vragen' } },
} satisfies Record<string, { title: string; back: { to: string; label: string } }>;

/**
 * A page of one record that has no data (yet): the spinner while it loads; the not-found page
 * when it does not exist (or is not the user's); otherwise the reason with `Opnieuw proberen`,
 * and the way back.
 */
export function RecordError({
  record,
  query,
}: {
  record: keyof typeof RECORDS;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
}) {
  if (query.isPending || !query.error) return <PageSpinner />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  const { title, back } = RECORDS[record];
  return (
    <Page title={title}>
      <LoadError
        message={query.error.message}
        onRetry={retryHelps(query.error) ? () => void query.refetch() : undefined}
      />
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </Page>
  );
}
