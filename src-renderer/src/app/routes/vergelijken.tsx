import { useQueries } from '@tanstack/react-query';
import { Page } from '@/components/page';
import { LoadError } from '@/components/query-states';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth-context';
import { paths } from '@/config/paths';
import { productQuery } from '@/features/catalogue/api/get-product';
import { CompareTable } from '@/features/catalogue/components/compare-table';
import { MAX_COMPARED, useCompared } from '@/features/catalogue/compare-store';
import type { Product } from '@shared/schemas/product';

/** The products chosen with `Vergelijken`, side by side, the differences highlighted. */
export function ComparePage() {
  const compared = useCompared();
  const { user, profile } = useAuth();
  const results = useQueries({ queries: compared.items.map((item) => productQuery(item.id)) });
  const products = results.flatMap((result) => (result.data ? [result.data] : []));
  const failed = results.find((result) => result.error);
  const pending = results.some((result) => result.isPending);
  return (
    <Page
      title="Vergelijken"
      intro={`Tot ${MAX_COMPARED} producten naast elkaar; de rijen die verschillen zijn gemarkeerd.`}
      back={{ to: paths.heatPumps, label: 'Verder kiezen bij de warmtepompen' }}
    >
      {compared.items.length === 0 ? (
        <p className="empty-state">
          Nog niets gekozen. Vink bij producten in de catalogus “Vergelijken” aan.
        </p>
      ) : pending ? (
        <Spinner />
      ) : (
        <>
          {failed?.error ? (
            <LoadError
              message={failed.error.message}
              onRetry={() => results.forEach((result) => void result.refetch())}
            />
          ) : null}
          <CompareTable
            products={products satisfies Product[]}
            discount={user ? (profile?.discount ?? 0) : null}
            onRemove={compared.remove}
          />
        </>
      )}
    </Page>
  );
}
