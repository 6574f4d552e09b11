import { AmountsTable } from '@/components/amounts-table';
import type { DeliveryMethod } from '@shared/domain/rules';
import type { CounterSale } from '../hooks/use-counter-sale';
import { CounterLines } from './counter-lines';
import { PickSlip } from './pick-slip';
import { QueueList } from './queue-list';

const PLACE_BUTTONS: [DeliveryMethod, string][] = [
  ['afhalen', 'Afhalen (F9)'],
  ['bezorgen', 'Bezorgen (F8)'],
];

/** The bon: its lines and amounts, the place buttons, the placed order's slip and the queue. */
export function CounterBon({ sale }: { sale: CounterSale }) {
  const { counter, quote, priced, placed, queue } = sale;
  const { lines } = counter;
  return (
    <div className="counter-bon">
      <CounterLines
        lines={lines}
        priceOf={(id) => quote.data?.lines.find((line) => line.productId === id)}
        onQuantity={counter.setQuantity}
        onRemove={counter.remove}
      />
      {lines.length > 0 && quote.isError ? (
        <p role="alert" className="form-error">
          {quote.error?.message}
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
            disabled={lines.length === 0 || sale.placing}
            onClick={() => sale.place(delivery)}
          >
            {label}
          </button>
        ))}
      </div>
      {sale.placeError ? (
        <p role="alert" className="form-error">
          {sale.placeError}
        </p>
      ) : null}
      {placed ? (
        <section className="counter-placed" aria-label="Geplaatste bestelling">
          <p role="status">
            Bestelling {placed.number} geplaatst (
            {placed.delivery === 'afhalen' ? 'afhalen' : 'bezorgen'}).
          </p>
          <p>
            <button type="button" className="button" onClick={() => void sale.printSlip()}>
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
  );
}
