import type { RefObject } from 'react';
import { AmountsTable } from '@/components/amounts-table';
import { FormError } from '@/components/form-error';
import { Facts } from '@/components/facts';
import { OrderLinesTable } from '@/components/order-lines-table';
import { Spinner } from '@/components/spinner';
import { formatEuro } from '@shared/domain/money';
import { AMOUNT_LABELS } from '@shared/domain/quote';
import { DELIVERY_LABELS } from '@shared/domain/rules';
import type { QuoteResponse } from '@shared/schemas/order';
import type { CheckoutDraft } from '../checkout-draft';
import type { Checkout } from '../hooks/use-checkout';

/**
 * The total of step 1, so the buyer sees what the choices there (delivery, points) cost before
 * going on. Announced politely: it changes while the user types.
 */
export function CheckoutTotal({
  quote,
  pending,
}: {
  quote: QuoteResponse | null;
  pending: boolean;
}) {
  return (
    <div className="checkout-total" aria-live="polite" aria-busy={pending || !quote}>
      <span>{AMOUNT_LABELS.totalInclVat}</span>{' '}
      {quote ? <strong>{formatEuro(quote.totalInclVat)}</strong> : <Spinner size="sm" />}
    </div>
  );
}

/** Everything the buyer entered on step 1, as the review repeats it before placing. */
export function EnteredDetails({ form }: { form: CheckoutDraft }) {
  const delivering = form.delivery === 'bezorgen';
  return (
    <section className="review-details" aria-label="Jouw gegevens">
      <Facts
        facts={[
          ['Levering', DELIVERY_LABELS[form.delivery]],
          ['Afleveradres', delivering ? form.address : ''],
          ['Referentie', form.reference],
          ['Klant', form.clientId ? form.clientName : ''],
          ['Offerte', form.offerteNumber],
          ['Opmerkingen', form.notes],
        ]}
      />
    </section>
  );
}

/** Step 2: the lines, what was entered and the amounts, as the server priced them. */
export function CheckoutReview({
  form,
  quote,
  pending,
  headingRef,
}: {
  form: CheckoutDraft;
  quote: QuoteResponse | null;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Controleer je bestelling
      </h2>
      {!quote || pending ? (
        <Spinner size="md" />
      ) : (
        <>
          <OrderLinesTable lines={quote.lines} />
          <EnteredDetails form={form} />
          <AmountsTable amounts={quote} />
          <p className="points-note">
            Na levering krijg je {quote.pointsToEarn.toLocaleString('nl-NL')} spaarpunten.
          </p>
        </>
      )}
    </>
  );
}

/** Step 2 with its buttons: back to the form, or place the order as reviewed. */
export function CheckoutReviewStep({ checkout }: { checkout: Checkout }) {
  const { quote, pending, placing, reviewHeading } = checkout;
  return (
    <div className="checkout-review">
      <CheckoutReview
        form={checkout.form}
        quote={quote}
        pending={pending}
        headingRef={reviewHeading}
      />
      <FormError message={checkout.error} />
      <div className="form-actions">
        <button type="button" className="button" onClick={checkout.edit}>
          Wijzigen
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={placing || !quote || pending || quote.problems.length > 0}
          onClick={checkout.submit}
        >
          {placing ? 'Bezig met plaatsen…' : 'Bestelling plaatsen'}
        </button>
      </div>
    </div>
  );
}
