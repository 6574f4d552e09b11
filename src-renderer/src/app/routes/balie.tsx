import { useEffect, useMemo, useRef, useState } from 'react';
import { AmountsTable } from '@/components/amounts-table';
import { TextField } from '@/components/form-field';
import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';
import { useQuote } from '@/features/cart/api/get-quote';
import { useClient } from '@/features/clients/api/get-client';
import { ClientSelect } from '@/features/clients/components/client-select';
import { findProduct } from '@/features/counter/api/find-product';
import { CodeField, type EntryOutcome } from '@/features/counter/components/code-field';
import { CounterLines } from '@/features/counter/components/counter-lines';
import { KeyLegend } from '@/features/counter/components/key-legend';
import { PrinterChoice } from '@/features/counter/components/printer-choice';
import { PickSlip, type PickSlipOrder } from '@/features/counter/components/pick-slip';
import { useCounterKeys } from '@/features/counter/hooks/use-counter-keys';
import { useCounterLines } from '@/features/counter/hooks/use-counter-lines';
import { QueueList } from '@/features/counter/components/queue-list';
import { useOrderQueue } from '@/features/counter/hooks/use-order-queue';
import { parseCodeInput } from '@/features/counter/lookup';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import { placeOrderSchema } from '@shared/schemas/order';
import { isUnreachable } from '@/lib/api-client';
import { printPickSlip } from '@/lib/platform';
import type { DeliveryMethod } from '@shared/domain/rules';
import '@/features/counter/counter.css';

const OFFLINE_MESSAGE =
  'De bestelling kon niet worden verstuurd: er is geen verbinding. De bon blijft staan; probeer het opnieuw als de verbinding terug is.';

const PLACE_BUTTONS: [DeliveryMethod, string][] = [
  ['afhalen', 'Afhalen (F9)'],
  ['bezorgen', 'Bezorgen (F8)'],
];

/** The counter: scan or type codes, pick the client, place with one key, print the slip. */
export function CounterPage() {
  const { user, profile } = useAuth();
  const counter = useCounterLines(user?.uid ?? '');
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
  const quote = useQuote(lines, 'afhalen', 0);
  const clientDetail = useClient(client.id, { enabled: client.id !== '' });
  const order = usePlaceOrder();
  // Sent by the header's queue, on every page; here it is filled and shown.
  const queue = useOrderQueue(user?.uid ?? '');
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
    return profile?.address ?? '';
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
          counter.clear();
          setClient({ id: '', name: '' });
          setReference('');
          codeRef.current?.focus();
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
              counter.clear();
              setClient({ id: '', name: '' });
              setReference('');
              setPlaceError(
                'Geen verbinding: de bestelling staat in de wachtrij en wordt verstuurd zodra de verbinding terug is.',
              );
              codeRef.current?.focus();
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

  const priced = quote.data && !quote.pending ? quote.data : null;
  return (
    <Page title="Balie">
      <div className="counter">
        <div className="counter-entry">
          <CodeField
            ref={codeRef}
            pendingQuantity={pendingQuantity}
            message={codeMessage}
            busy={looking}
            onEnter={enter}
            onRemoveLast={counter.removeLast}
          />
          <div ref={clientRef}>
            <ClientSelect
              value={client.id}
              selectedName={client.name}
              emptyLabel="Losse verkoop"
              onChange={(id, name) => setClient({ id, name })}
            />
          </div>
          <TextField
            label="Referentie"
            value={reference}
            maxLength={80}
            onChange={(event) => setReference(event.target.value)}
          />
          <PrinterChoice />
          <KeyLegend />
        </div>
        <div className="counter-bon">
          <CounterLines
            lines={lines}
            priceOf={(id) => quote.data?.lines.find((line) => line.productId === id)}
            onQuantity={counter.setQuantity}
            onRemove={counter.remove}
          />
          {lines.length > 0 && quote.isError ? (
            <p role="alert" className="form-error">
              {quote.error.message}
            </p>
          ) : null}
          {lines.length > 0 && quote.data ? (
            <div aria-busy={!priced} className={priced ? undefined : 'counter-pending'}>
              <AmountsTable amounts={quote.data} />
            </div>
          ) : null}
          <div className="counter-actions">
            {PLACE_BUTTONS.map(([delivery, label]) => (
              <button
                key={delivery}
                type="button"
                className={delivery === 'afhalen' ? 'button button-primary' : 'button'}
                disabled={lines.length === 0 || order.isPending}
                onClick={() => place(delivery)}
              >
                {label}
              </button>
            ))}
          </div>
          {placeError ? (
            <p role="alert" className="form-error">
              {placeError}
            </p>
          ) : null}
          {placed ? (
            <section className="counter-placed" aria-label="Geplaatste bestelling">
              <p role="status">
                Bestelling {placed.number} geplaatst (
                {placed.delivery === 'afhalen' ? 'afhalen' : 'bezorgen'}).
              </p>
              <p>
                <button type="button" className="button" onClick={() => void printSlip()}>
                  Paklijst afdrukken
                </button>{' '}
                <kbd>F4</kbd>
              </p>
              <PickSlip order={placed} />
            </section>
          ) : null}
          {queue.available ? (
            <QueueList orders={queue.orders} onDiscard={(key) => void queue.discard(key)} />
          ) : null}
        </div>
      </div>
    </Page>
  );
}
