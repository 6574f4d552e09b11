import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadError } from '@/components/query-states';
import { Spinner } from '@/components/spinner';

/**
 * One back-office record's page: loads it, shows the spinner, or the error with a retry and
 * the way back to its list (`/beheer/<section>`), then the record.
 */
export function AdminRecord<T, K extends QueryKey>({
  options,
  title,
  section,
  children,
}: {
  options: UseQueryOptions<T, Error, T, K>;
  /** The page title while the record is not there. */
  title: string;
  section: 'bestellingen' | 'producten' | 'gebruikers';
  children: (record: T) => ReactNode;
}) {
  const query = useQuery(options);
  if (query.isPending) return <Spinner />;
  if (query.data === undefined) {
    return (
      <Page title={title}>
        <LoadError
          message={query.error?.message ?? 'Er ging iets mis.'}
          onRetry={() => void query.refetch()}
        />
        <Link to={`/beheer/${section}`}>Terug naar de {section}</Link>
      </Page>
    );
  }
  return <>{children(query.data)}</>;
}
