import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError, retryHelps } from '@/components/query-states';
import { useMember } from '@/hooks/use-member';
import { Page } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/cart-context';
import { useCreateOfferte } from '@/features/offertes/api/change-offerte';
import type { CreateOfferteRequest } from '@shared/schemas/offerte';

/**
 * Makes a new offerte and opens it: from a saved calculation (`?berekening=<id>`, the
 * calculator's `Maak offerte`), from the cart (`?uit=winkelwagen`) or blank.
 */
export function NewOffertePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { items } = useCart();
  const create = useCreateOfferte();
  const started = useRef(false);
  const { may } = useMember();
  const calculationId = params.get('berekening');
  const fromCart = params.get('uit') === 'winkelwagen';

  const request: CreateOfferteRequest = calculationId
    ? { from: 'berekening', calculationId }
    : fromCart && items.length > 0
      ? {
          from: 'winkelwagen',
          lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
        }
      : { from: 'blanco' };

  useEffect(() => {
    // Once per visit, also when React runs the effect twice in development.
    if (started.current) return;
    started.current = true;
    create.mutate(request, {
      onSuccess: (offerte) => navigate(paths.offerte(offerte.id), { replace: true }),
    });
  });

  return (
    <Page title="Nieuwe offerte">
      {create.error ? (
        <>
          {/* A refusal (a monteur makes no offertes) is not helped by asking again. */}
          <LoadError
            message={create.error.message}
            onRetry={retryHelps(create.error) ? () => create.mutate(request) : undefined}
          />
          <p>
            {may('offertes') ? (
              <Link to={paths.offertes}>Terug naar de offertes</Link>
            ) : (
              <Link to={paths.dashboard}>Naar het dashboard</Link>
            )}
          </p>
        </>
      ) : (
        <PageSpinner />
      )}
    </Page>
  );
}
