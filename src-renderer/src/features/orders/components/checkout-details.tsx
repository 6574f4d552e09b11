/* eslint-disable no-restricted-syntax -- the checkout's draft lives in useCheckout: kept per user across reloads, the delivery in the address bar, re-priced on every change */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@/components/form-error';
import { NumberField, TextAreaField, TextField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { POINTS_REDEEM_STEP } from '@shared/domain/rules';
import type { DeliveryAddress } from '@shared/schemas/profile';
import type { Checkout } from '../hooks/use-checkout';
import { CheckoutTotal } from './checkout-review';
import { DeliveryChoice, SavedAddressChoice } from './delivery-choice';

/** Step 1 of the checkout: delivery, address, reference, client, notes and points. */
export function CheckoutDetails({
  checkout,
  addresses,
  clientChoice,
  clientAddress,
  pointsBalance,
}: {
  checkout: Checkout;
  /** The delivery addresses saved in the settings. */
  addresses: DeliveryAddress[];
  /** Picks the client the order is for (from the clients feature). */
  clientChoice: ReactNode;
  /** Offers the chosen client's address for the delivery (from the clients feature). */
  clientAddress: ReactNode;
  /** The firm's points balance (from the points feature). */
  pointsBalance: ReactNode;
}) {
  const { form, change, maxPoints, quote, pending, addressField } = checkout;
  const delivering = form.delivery === 'bezorgen';
  const pointsLabel =
    maxPoints === null
      ? `Spaarpunten inwisselen (per ${POINTS_REDEEM_STEP})`
      : `Spaarpunten inwisselen (per ${POINTS_REDEEM_STEP}, hoogstens ${maxPoints.toLocaleString('nl-NL')})`;
  return (
    <form className="form checkout-form" onSubmit={checkout.review} noValidate>
      <fieldset>
        <legend>Levering</legend>
        <DeliveryChoice value={form.delivery} onChange={(method) => change('delivery', method)} />
      </fieldset>
      {delivering ? (
        <SavedAddressChoice addresses={addresses} onPick={(picked) => change('address', picked)} />
      ) : null}
      {delivering ? (
        <TextAreaField
          ref={addressField}
          label="Afleveradres"
          rows={3}
          required
          value={form.address}
          error={checkout.addressError}
          onChange={(event) => change('address', event.target.value)}
        />
      ) : null}
      <TextField
        label="Jouw referentie (projectnaam of inkoopnummer)"
        value={form.reference}
        maxLength={80}
        onChange={(event) => change('reference', event.target.value)}
      />
      {clientChoice}
      {delivering ? clientAddress : null}
      <TextAreaField
        label="Opmerkingen"
        rows={3}
        maxLength={1000}
        value={form.notes}
        onChange={(event) => change('notes', event.target.value)}
      />
      <dl className="definition-list">
        <dt>Spaarpunten van je bedrijf</dt>
        <dd>{pointsBalance}</dd>
      </dl>
      <NumberField
        label={pointsLabel}
        whole
        type="number"
        min={0}
        step={POINTS_REDEEM_STEP}
        max={maxPoints ?? undefined}
        value={form.points}
        placeholder="0"
        error={checkout.pointsError ?? undefined}
        onChange={(event) => change('points', event.target.value.replace(/\D/g, ''))}
      />
      {checkout.quoteFailed ? null : <CheckoutTotal quote={quote} pending={pending} />}
      <FormError message={checkout.quoteError} />
      <FormError message={checkout.error} />
      <div className="form-actions">
        <Link to={paths.cart} className="button">
          Terug naar winkelwagen
        </Link>
        <button type="submit" className="button button-primary" disabled={!quote || pending}>
          Controleren
        </button>
      </div>
    </form>
  );
}
