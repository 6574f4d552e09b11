import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '@/components/form-error';
import { NumberField, TextAreaField, TextField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { ClientAddressOffer } from '@/features/clients/components/client-address-offer';
import { ClientSelect } from '@/features/clients/components/client-select';
import { useQuote } from '@/features/cart/api/get-quote';
import { useCart } from '@/features/cart/cart-context';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import { PointsBalance } from '@/features/points/components/points-balance';
import { ApiRequestError } from '@/lib/api-request';
import { POINTS_REDEEM_STEP, type DeliveryMethod } from '@shared/domain/rules';
import { placeOrderSchema, type PlaceOrderRequest } from '@shared/schemas/order';
import { checkoutDrafts, pointsOf, type CheckoutDraft } from './checkout-draft';
import { CheckoutReview, CheckoutTotal } from './checkout-review';
import { DeliveryChoice, SavedAddressChoice } from './delivery-choice';
import './checkout.css';

function newKey(): string {
  return crypto.randomUUID();
}

function isDelivery(value: string | null): value is DeliveryMethod {
  return value === 'bezorgen' || value === 'afhalen';
}

export function CheckoutPage() {
  const { user, profile } = useAuth();
  const owner = user?.uid ?? '';
  const { items, loaded: cartLoaded, clearCart } = useCart();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const drafts = useMemo(() => checkoutDrafts(), []);
  // What was typed before a reload comes back; the delivery in the address bar wins.
  const [form, setForm] = useState<CheckoutDraft>(() => {
    const stored = drafts.load(owner);
    const fromUrl = params.get('levering');
    return {
      address: profile?.address ?? '',
      reference: '',
      notes: '',
      points: '',
      clientId: '',
      clientName: '',
      ...stored,
      delivery: isDelivery(fromUrl) ? fromUrl : (stored?.delivery ?? 'bezorgen'),
    };
  });
  const [step, setStep] = useState<'details' | 'review'>('details');
  const [error, setError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();
  // One key per order attempt: a retry after a network error can never order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [placed, setPlaced] = useState(false);
  const points = pointsOf(form.points);
  const { delivery, address, reference, notes } = form;
  const quoteQuery = useQuote(items, delivery, points);
  const order = usePlaceOrder();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const addressField = useRef<HTMLTextAreaElement>(null);
  // The most that can be redeemed depends on the cart and the balance, not on the points typed:
  // while a quote for too many points is refused, the last known maximum still holds.
  const [maxPoints, setMaxPoints] = useState<number | null>(null);
  const knownMax = quoteQuery.data?.maxRedeemablePoints;
  if (knownMax !== undefined && knownMax !== maxPoints) setMaxPoints(knownMax);

  useEffect(() => {
    if (owner && !placed) drafts.save(owner, form);
  }, [drafts, owner, form, placed]);

  useEffect(() => {
    if (step === 'review') reviewHeading.current?.focus();
  }, [step]);

  // Once the order is placed the cart is empty; the order page is on its way.
  if (placed) return <Spinner size="lg" />;
  // A reload lands here before the stored cart is read: wait for it, then decide.
  if (!cartLoaded) return <Spinner size="md" />;
  if (items.length === 0) return <Navigate to={paths.cart} replace />;
  const quote = quoteQuery.data ?? null;
  const pending = quoteQuery.pending;

  function change<K extends keyof CheckoutDraft>(field: K, value: CheckoutDraft[K]) {
    setForm((was) => ({ ...was, [field]: value }));
    if (field === 'delivery') {
      setParams({ levering: String(value) }, { replace: true });
    }
  }

  // What the checkout sends, checked with the same schema the server runs.
  const request: PlaceOrderRequest = {
    lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
    delivery,
    address: delivery === 'bezorgen' ? address : '',
    reference,
    notes,
    pointsToRedeem: points,
    ...(form.clientId ? { clientId: form.clientId } : {}),
    ...(form.offerteNumber ? { offerteNumber: form.offerteNumber } : {}),
  };

  function review(event: FormEvent) {
    event.preventDefault();
    const checked = placeOrderSchema.safeParse(request);
    const issues = checked.success ? [] : checked.error.issues;
    const onAddress = issues.find((issue) => issue.path[0] === 'address');
    setAddressError(onAddress?.message);
    if (onAddress) addressField.current?.focus();
    setError(issues.find((issue) => issue !== onAddress)?.message ?? null);
    if (checked.success) setStep('review');
  }

  function submit() {
    setError(null);
    order.mutate(
      { request, key: idempotencyKey },
      {
        onSuccess: (placedOrder) => {
          setPlaced(true);
          drafts.clear(owner);
          navigate(paths.order(placedOrder.id));
          clearCart();
          setIdempotencyKey(newKey());
          toast.success(
            placedOrder.status === 'wacht_op_goedkeuring'
              ? `Bestelling ${placedOrder.number} wacht op goedkeuring.`
              : `Bestelling ${placedOrder.number} is geplaatst.`,
            { nextPage: true },
          );
        },
        onError: (caught) => setError(caught.message),
      },
    );
  }

  const quoteError = quoteQuery.isError ? quoteQuery.error : null;
  const pointsRefused =
    quoteError instanceof ApiRequestError && quoteError.code === 'punten_ongeldig';
  const pointsLabel =
    maxPoints === null
      ? `Spaarpunten inwisselen (per ${POINTS_REDEEM_STEP})`
      : `Spaarpunten inwisselen (per ${POINTS_REDEEM_STEP}, hoogstens ${maxPoints.toLocaleString('nl-NL')})`;
  return (
    <Page title="Afrekenen">
      {step === 'details' ? (
        <form className="form checkout-form" onSubmit={review} noValidate>
          <fieldset>
            <legend>Levering</legend>
            <DeliveryChoice value={delivery} onChange={(method) => change('delivery', method)} />
          </fieldset>
          {delivery === 'bezorgen' ? (
            <SavedAddressChoice
              addresses={profile?.deliveryAddresses ?? []}
              onPick={(picked) => change('address', picked)}
            />
          ) : null}
          {delivery === 'bezorgen' ? (
            <TextAreaField
              ref={addressField}
              label="Afleveradres"
              rows={3}
              required
              value={address}
              error={addressError}
              onChange={(event) => change('address', event.target.value)}
            />
          ) : null}
          <TextField
            label="Jouw referentie (projectnaam of inkoopnummer)"
            value={reference}
            maxLength={80}
            onChange={(event) => change('reference', event.target.value)}
          />
          <ClientSelect
            value={form.clientId}
            selectedName={form.clientName}
            onChange={(id, name) => setForm((was) => ({ ...was, clientId: id, clientName: name }))}
          />
          {delivery === 'bezorgen' ? (
            <ClientAddressOffer
              clientId={form.clientId}
              current={address}
              onUse={(picked) => change('address', picked)}
            />
          ) : null}
          <TextAreaField
            label="Opmerkingen"
            rows={3}
            maxLength={1000}
            value={notes}
            onChange={(event) => change('notes', event.target.value)}
          />
          <dl className="definition-list">
            <dt>Spaarpunten van je bedrijf</dt>
            <dd>
              <PointsBalance fallback={profile?.rewardPoints ?? 0} />
            </dd>
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
            error={pointsRefused ? quoteError.message : undefined}
            onChange={(event) => change('points', event.target.value.replace(/\D/g, ''))}
          />
          {quoteError ? null : <CheckoutTotal quote={quote} pending={pending} />}
          <FormError message={pointsRefused ? null : (quoteError?.message ?? null)} />
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
          <CheckoutReview form={form} quote={quote} pending={pending} headingRef={reviewHeading} />
          <FormError message={error} />
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setStep('details')}>
              Wijzigen
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={order.isPending || !quote || pending || quote.problems.length > 0}
              onClick={submit}
            >
              {order.isPending ? 'Bezig met plaatsen…' : 'Bestelling plaatsen'}
            </button>
          </div>
        </div>
      )}
    </Page>
  );
}
