import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AmountsTable } from '@/components/amounts-table';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useMember } from '@/hooks/use-member';
import type { CartQuote } from '../hooks/use-cart-quote';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';

/**
 * Below the cart's lines: the delivery (its choice comes from the page: `deliveryChoice`),
 * emptying the cart, and the totals with the way on to the checkout or an offerte.
 */
export function CartFooter({
  pricing,
  deliveryChoice,
}: {
  pricing: CartQuote;
  deliveryChoice: ReactNode;
}) {
  const { clear } = useRemoveWithUndo();
  const { may } = useMember();
  const { query, quote, delivery } = pricing;
  return (
    <div className="cart-footer">
      <fieldset className="delivery-choice">
        <legend>Levering</legend>
        {deliveryChoice}
        <p className="hint">Bezorgen is gratis vanaf € 500,00 excl. btw, anders € 29,95.</p>
        <button type="button" className="button button-ghost" onClick={clear}>
          Winkelwagen legen
        </button>
      </fieldset>
      <section className="cart-totals-box" aria-label="Overzicht" aria-busy={pricing.busy}>
        {pricing.offline ? (
          <p role="status" className="error-panel">
            Je bent offline. De prijzen worden bijgewerkt zodra je weer verbinding hebt.
          </p>
        ) : query.isError ? (
          <div role="alert" className="error-panel">
            <p>{query.error.message}</p>
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Opnieuw proberen
            </button>
          </div>
        ) : quote ? (
          <>
            <AmountsTable amounts={quote} />
            <p className="points-note">
              Je spaart <strong>{quote.pointsToEarn.toLocaleString('nl-NL')} punten</strong> met
              deze bestelling.
            </p>
            {quote.problems.length ? (
              <p className="line-flag">Pas eerst de gemarkeerde regels aan.</p>
            ) : (
              <Link to={`${paths.checkout}?levering=${delivery}`} className="button button-primary">
                Verder naar afrekenen
              </Link>
            )}
            {may('offertes') ? (
              <p>
                <Link to={`${paths.newOfferte}?uit=winkelwagen`}>
                  Offerte voor een klant maken van deze producten
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <Spinner size="sm" />
        )}
      </section>
    </div>
  );
}
