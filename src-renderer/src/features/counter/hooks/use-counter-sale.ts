import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isUnreachable } from '@/lib/api-client';
import { printPickSlip } from '@/lib/platform';
import type { QuoteHook } from '@/lib/quote-query';
import type { DeliveryMethod } from '@shared/domain/rules';
import { placeOrderSchema, type Order, type PlaceOrderRequest } from '@shared/schemas/order';
import { findProduct } from '../api/find-product';
import type { EntryOutcome } from '../components/code-field';
import type { PickSlipOrder } from '../components/pick-slip';
import { parseCodeInput } from '../lookup';
import { useCounterKeys } from './use-counter-keys';
import { useCounterLines } from './use-counter-lines';
import { useOrderQueue } from './use-order-queue';

const OFFLINE_MESSAGE =
  'De bestelling kon niet worden verstuurd: er is geen verbinding. De bon blijft staan; probeer het opnieuw als de verbinding terug is.';

/** What the counter takes from other features; the page wires them in. */
export interface CounterSaleDeps {
  /** Prices the bon as the server will (the cart's quote). */
  useQuote: QuoteHook;
  /** The chosen client, for its address (the clients feature). */
  useClient: (
    id: string,
    options: { enabled: boolean },
  ) => { data?: { address: string; postcode: string; city: string } | undefined };
  /** Places an order (the orders feature). */
  usePlaceOrder: () => UseMutationResult<Order, Error, { request: PlaceOrderRequest; key: string }>;
}

/**
 * The counter's sale: codes in (with a quantity typed first), the client and reference, placing
 * with one key (F9 afhalen, F8 bezorgen), the pick slip (F4) and, on the desktop, the queue
 * that keeps a pick-up order while the connection is down.
 */
export function useCounterSale(
  { owner, homeAddress }: { owner: string; homeAddress: string },
  deps: CounterSaleDeps,
) {
  const counter = useCounterLines(owner);
  const { lines } = counter;
  const codeRef = useRef<HTMLInputElement>(null);
  const clientRef = useRef<HTMLDivElement>(null);
  const [pendingQuantity, setPendingQuantityState] = useState<number | null>(null);
  // Read when the next code arrives, which may be before a render (a fast scanner).
  const pendingRef = useRef<number | null>(null);
  const setPendingQuantity = (quantity: number | null) => {
    pendingRef.current = quantity;
    setPendingQuantityState(quantity);
  };
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [client, setClient] = useState({ id: '', name: '' });
  const [reference, setReference] = useState('');
  const [placed, setPlaced] = useState<PickSlipOrder | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const quote = deps.useQuote(lines, 'afhalen', 0);
  const clientDetail = deps.useClient(client.id, { enabled: client.id !== '' });
  const order = deps.usePlaceOrder();
  // Sent by the header's queue, on every page; here it is filled and shown.
  const queue = useOrderQueue(owner);
  // One key per order attempt: a retry of the same bon never places it twice.
  const signature = JSON.stringify(lines.map((line) => [line.id, line.quantity]));
  const idempotencyKey = useMemo(() => (signature ? crypto.randomUUID() : ''), [signature]);

  useEffect(() => codeRef.current?.focus(), []);

  async function enter(text: string): Promise<EntryOutcome> {
    const input = parseCodeInput(text);
    setCodeMessage(null);
    if (input.kind === 'empty') return {};
    if (input.kind === 'invalid') return (void setCodeMessage(input.message), {});
    if (input.kind === 'quantity') return (void setPendingQuantity(input.quantity), {});
    setLooking(true);
    try {
      const result = await findProduct(input.code);
      if (result.found) {
        counter.add(result.found, pendingRef.current ?? 1);
        setPendingQuantity(null);
        setPlaced(null);
      } else {
        const closest = result.closest.map((p) => p.modelNumber).join(', ');
        setCodeMessage(`Onbekende code “${input.code}”.${closest ? ` Bedoel je ${closest}?` : ''}`);
      }
    } catch (error) {
      setCodeMessage(error instanceof Error ? error.message : 'Zoeken lukte niet.');
    } finally {
      setLooking(false);
    }
    return {};
  }

  function deliveryAddress(): string {
    const detail = clientDetail.data;
    if (client.id && detail) return `${detail.address}, ${detail.postcode} ${detail.city}`;
    return homeAddress;
  }

  /** A new bon: the lines, the client and the reference go; the scanner field is ready. */
  function startOver() {
    counter.clear();
    setClient({ id: '', name: '' });
    setReference('');
    codeRef.current?.focus();
  }

  function place(delivery: DeliveryMethod) {
    if (lines.length === 0 || order.isPending) return;
    const address = delivery === 'bezorgen' ? deliveryAddress() : '';
    if (delivery === 'bezorgen' && !address) {
      setPlaceError(
        'Geen afleveradres bekend: kies een klant met een adres of vul je profiel aan.',
      );
      return;
    }
    setPlaceError(null);
    // The total on screen: the server refuses the order rather than charge another one.
    const shown = quote.data && !quote.pending ? quote.data.totalInclVat : undefined;
    const request = {
      lines: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
      delivery,
      address,
      reference,
      notes: '',
      pointsToRedeem: 0,
      clientId: client.id || undefined,
      expectedTotalInclVat: shown,
    };
    order.mutate(
      { request, key: idempotencyKey },
      {
        onSuccess: (placedOrder) => {
          setPlaced({
            number: placedOrder.number,
            clientName: client.name || 'Losse verkoop',
            reference,
            delivery,
            address,
            lines: placedOrder.lines,
            placedAt: placedOrder.createdAt,
          });
          startOver();
        },
        onError: (error) => {
          if (!isUnreachable(error)) return setPlaceError(error.message);
          // Desktop: a pick-up order at the price on screen is kept and sent later.
          if (!queue.available || delivery !== 'afhalen' || shown === undefined) {
            return setPlaceError(OFFLINE_MESSAGE);
          }
          void queue
            .enqueue({
              key: idempotencyKey,
              request: placeOrderSchema.parse(request),
              expectedTotalInclVat: shown,
              queuedAt: new Date().toISOString(),
              state: 'wachten',
            })
            .then(() => {
              startOver();
              setPlaceError(
                'Geen verbinding: de bestelling staat in de wachtrij en wordt verstuurd zodra de verbinding terug is.',
              );
            });
        },
      },
    );
  }

  async function printSlip() {
    const problem = await printPickSlip();
    if (problem) setPlaceError(`De paklijst is niet afgedrukt: ${problem}`);
  }

  useCounterKeys((key) => {
    if (key === 'F9') place('afhalen');
    else if (key === 'F8') place('bezorgen');
    else if (key === 'F2') clientRef.current?.querySelector('select')?.focus();
    else if (key === 'F4' && placed) void printSlip();
    else if (key === 'Escape') codeRef.current?.select();
  });

  return {
    counter,
    codeRef,
    clientRef,
    pendingQuantity,
    codeMessage,
    looking,
    enter,
    client,
    setClient,
    reference,
    setReference,
    quote,
    /** The quote when it is current (not the last one while a new one loads). */
    priced: quote.data && !quote.pending ? quote.data : null,
    place,
    placing: order.isPending,
    placeError,
    placed,
    printSlip,
    queue,
  };
}

export type CounterSale = ReturnType<typeof useCounterSale>;
