import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadError } from '@/components/query-states';
import { ApiRequestError } from '@/lib/api-client';
import { NotFoundPage } from './not-found';

/**
 * A page of one record that could not be loaded: the not-found page when it does not exist
 * (or is not the user's), otherwise the reason with `Opnieuw proberen`, and the way back.
 */
export function RecordError({
  title,
  query,
  back,
}: {
  /** The page's title meanwhile, e.g. "Bestelling". */
  title: string;
  query: { error: Error; refetch: () => unknown };
  back?: { to: string; label: string };
}) {
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      {back ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
    </Page>
  );
}
