import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-request';
import type { QuoteHook } from '@/lib/quote-query';
import type { CartItem } from '@shared/cart/cart';
import type { DeliveryMethod } from '@shared/domain/rules';
import { placeOrderSchema, type PlaceOrderRequest } from '@shared/schemas/order';
import { usePlaceOrder } from '../api/place-order';
import { checkoutDrafts, pointsOf, type CheckoutDraft } from '../checkout-draft';

/** What the checkout takes from the cart; the page wires it in (features never import each other). */
export interface CheckoutCart {
  items: CartItem[];
  /** False until a reload has read the stored cart. */
  loaded: boolean;
  clearCart: () => void;
  useQuote: QuoteHook;
}

function newKey(): string {
  return crypto.randomUUID();
}

function isDelivery(value: string | null): value is DeliveryMethod {
  return value === 'bezorgen' || value === 'afhalen';
}

/**
 * The checkout flow: the form (kept as a draft until the order is placed), the two steps, the
 * check with the server's own schema and the placing with one idempotency key per attempt.
 * `status` says what the page shows: the form, a wait, or the cart (nothing to order).
 */
export function useCheckout({
  owner,
  homeAddress,
  cart,
}: {
  owner: string;
  /** The profile's address: the first delivery address. */
  homeAddress: string;
  cart: CheckoutCart;
}) {
  const { items, loaded, clearCart, useQuote } = cart;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const drafts = useMemo(() => checkoutDrafts(), []);
  // What was typed before a reload comes back; the delivery in the address bar wins.
  const [form, setForm] = useState<CheckoutDraft>(() => {
    const stored = drafts.load(owner);
    const fromUrl = params.get('levering');
    return {
      address: homeAddress,
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

  function change<K extends keyof CheckoutDraft>(field: K, value: CheckoutDraft[K]) {
    setForm((was) => ({ ...was, [field]: value }));
    if (field === 'delivery') {
      setParams({ levering: String(value) }, { replace: true });
    }
  }

  function chooseClient(clientId: string, clientName: string) {
    setForm((was) => ({ ...was, clientId, clientName }));
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
  // Once the order is placed the cart is empty; the order page is on its way. A reload lands
  // here before the stored cart is read: wait for it, then decide.
  const status = placed
    ? ('placed' as const)
    : !loaded
      ? ('loading' as const)
      : items.length === 0
        ? ('empty' as const)
        : ('ready' as const);
  return {
    status,
    step,
    form,
    change,
    chooseClient,
    review,
    submit,
    edit: () => setStep('details'),
    quote: quoteQuery.data ?? null,
    pending: quoteQuery.pending,
    /** The quote was refused: no total to show. */
    quoteFailed: quoteError !== null,
    /** The quote's refusal of the points typed, shown at the points field. */
    pointsError: pointsRefused ? (quoteError?.message ?? null) : null,
    /** Any other refusal of the quote, shown under the form. */
    quoteError: pointsRefused ? null : (quoteError?.message ?? null),
    maxPoints,
    error,
    addressError,
    addressField,
    reviewHeading,
    placing: order.isPending,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
