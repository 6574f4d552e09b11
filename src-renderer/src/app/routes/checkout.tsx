import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AmountsTable } from '@/components/amounts-table';
import { OrderLinesTable } from '@/components/order-lines-table';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { ClientSelect } from '@/features/clients/components/client-select';
import { useQuote } from '@/features/cart/api/get-quote';
import { useCart } from '@/features/cart/cart-context';
import { placeOrder } from '@/features/orders/api/place-order';
import { DELIVERY_LABELS, POINTS_REDEEM_STEP, type DeliveryMethod } from '@shared/domain/rules';
import { DeliveryChoice, SavedAddressChoice } from './delivery-choice';

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

function newKey(): string {
  return crypto.randomUUID();
}

export function CheckoutPage() {
  const { profile } = useAuth();
  const { items, clearCart } = useCart();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [delivery, setDelivery] = useState<DeliveryMethod>(
    params.get('levering') === 'afhalen' ? 'afhalen' : 'bezorgen',
  );
  const [address, setAddress] = useState(profile?.address ?? '');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [client, setClient] = useState({ id: '', name: '' });
  const [points, setPoints] = useState(0);
  const [step, setStep] = useState<'details' | 'review'>('details');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per order attempt: a retry after a network error can never order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [placed, setPlaced] = useState(false);
  const { state, pending } = useQuote(items, delivery, points);

  // Once the order is placed the cart is empty; the order page is on its way.
  if (placed) return <Spinner size="lg" />;
  if (items.length === 0) return <Navigate to={paths.cart} replace />;
  const quote = state.status === 'success' ? state.data : null;

  function review(event: FormEvent) {
    event.preventDefault();
    if (delivery === 'bezorgen' && !address.trim()) {
      setError('Vul een afleveradres in.');
      return;
    }
    setError(null);
    setStep('review');
  }

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const order = await placeOrder(
        {
          lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
          delivery,
          address: delivery === 'bezorgen' ? address : '',
          reference,
          notes,
          pointsToRedeem: points,
          clientId: client.id || undefined,
        },
        idempotencyKey,
      );
      setPlaced(true);
      navigate(paths.order(order.id));
      clearCart();
      setIdempotencyKey(newKey());
      toast.success(`Bestelling ${order.number} is geplaatst.`);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Afrekenen">
      {step === 'details' ? (
        <form className="form checkout-form" onSubmit={review} noValidate>
          <fieldset>
            <legend>Levering</legend>
            <DeliveryChoice value={delivery} onChange={setDelivery} />
          </fieldset>
          {delivery === 'bezorgen' ? (
            <SavedAddressChoice addresses={profile?.deliveryAddresses ?? []} onPick={setAddress} />
          ) : null}
          {delivery === 'bezorgen' ? (
            <label className="field">
              <span>Afleveradres</span>
              <textarea
                rows={3}
                required
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </label>
          ) : null}
          <label className="field">
            <span>Jouw referentie (projectnaam of inkoopnummer)</span>
            <input
              value={reference}
              maxLength={80}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
          <ClientSelect value={client.id} onChange={(id, name) => setClient({ id, name })} />
          <label className="field">
            <span>Opmerkingen</span>
            <textarea
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
          <label className="field">
            <span>
              Spaarpunten inwisselen (per {POINTS_REDEEM_STEP}, hoogstens{' '}
              {(quote?.maxRedeemablePoints ?? 0).toLocaleString('nl-NL')})
            </span>
            <input
              type="number"
              min={0}
              step={POINTS_REDEEM_STEP}
              max={quote?.maxRedeemablePoints ?? 0}
              value={points}
              onChange={(event) =>
                setPoints(Math.max(0, Math.trunc(Number(event.target.value) || 0)))
              }
            />
          </label>
          {state.status === 'error' ? <FormError message={state.message} /> : null}
          <FormError message={error} />
          <div className="form-actions">
            <Link to={paths.cart} className="button">
              Terug naar winkelwagen
            </Link>
            <button type="submit" className="button button-primary" disabled={!quote || pending}>
              Controleren
            </button>
          </div>
        </form>
      ) : (
        <div className="checkout-review">
          <h2>Controleer je bestelling</h2>
          {!quote || pending ? (
            <Spinner size="md" />
          ) : (
            <>
              <OrderLinesTable lines={quote.lines} />
              <p>
                {DELIVERY_LABELS[delivery]}
                {delivery === 'bezorgen' ? `: ${address}` : ''}
                {reference ? ` · Referentie: ${reference}` : ''}
                {client.id ? ` · Klant: ${client.name}` : ''}
              </p>
              <AmountsTable amounts={quote} />
              <p className="points-note">
                Na levering krijg je {quote.pointsToEarn.toLocaleString('nl-NL')} spaarpunten.
              </p>
            </>
          )}
          <FormError message={error} />
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setStep('details')}>
              Wijzigen
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy || !quote || pending || quote.problems.length > 0}
              onClick={submit}
            >
              {busy ? 'Bezig met plaatsen…' : 'Bestelling plaatsen'}
            </button>
          </div>
        </div>
      )}
    </Page>
  );
}
