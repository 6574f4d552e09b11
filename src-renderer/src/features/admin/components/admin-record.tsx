import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoadError } from '@/components/query-states';
import { Spinner } from '@/components/spinner';

/** The page title while the record is not there. */
const TITLES = { bestellingen: 'Bestelling', producten: 'Product', gebruikers: 'Gebruiker' };
type Section = keyof typeof TITLES;

/**
 * One back-office record's page: loads it, shows the spinner, or the error with a retry and
 * the way back to its list (`/beheer/<section>`), then the record.
 */
export function AdminRecord<T, K extends QueryKey>({
  options,
  section,
  page: RecordPage,
}: {
  options: UseQueryOptions<T, Error, T, K>;
  section: Section;
  /** The page of the loaded record. */
  page: ComponentType<{ record: T }>;
}) {
  const query = useQuery(options);
  if (query.isPending) return <Spinner />;
  if (query.data === undefined) {
    return (
      <Page title={TITLES[section]}>
        <LoadError
          message={query.error?.message ?? 'Er ging iets mis.'}
          onRetry={() => void query.refetch()}
        />
        <Link to={`/beheer/${section}`}>Terug naar de {section}</Link>
      </Page>
    );
  }
  return <RecordPage record={query.data} />;
}

/** The actions above a back-office record, ending with the way back to all of its section. */
export function RecordToolbar({
  section,
  className,
  children,
}: {
  section: Section;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `admin-toolbar ${className}` : 'admin-toolbar'}>
      {children}
      <Link to={`/beheer/${section}`} className="button button-ghost">
        Alle {section}
      </Link>
    </div>
  );
}
