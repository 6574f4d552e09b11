import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AmountsTable } from '@/components/amounts-table';
import { LineStock } from '@/components/line-stock';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { imageUrl } from '@/lib/api-base';
import { useQuote } from '@/features/cart/api/get-quote';
import { useCart } from '@/features/cart/cart-context';
import { CartJobNote } from '@/features/cart/components/cart-job';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { RemoveButton } from '@/features/cart/components/remove-button';
import { useRemoveWithUndo } from '@/features/cart/hooks/use-remove-with-undo';
import { clientSource } from '@/features/clients/api/get-clients';
import { SaveOrderList } from '@/features/order-lists/components/save-order-list';
import { formatEuro, formatPercent } from '@shared/domain/money';
import { useMember } from '@/hooks/use-member';
import type { DeliveryMethod } from '@shared/domain/rules';
import { DeliveryChoice } from '@/features/orders/components/delivery-choice';
import { QuantityStepper } from './quantity-stepper';
import '@/features/cart/cart.css';

export function CartPage() {
  const { items, job, updateQuantity } = useCart();
  const { remove, clear } = useRemoveWithUndo();
  const [delivery, setDelivery] = useState<DeliveryMethod>('bezorgen');
  const quoteQuery = useQuote(items, delivery, 0);
  const { pending } = quoteQuery;
  const { may } = useMember();

  if (items.length === 0) {
    return (
      <Page title="Winkelwagen">
        <EmptyCart primary />
      </Page>
    );
  }

  const quote = quoteQuery.data ?? null;
  const lineOf = (id: string) => quote?.lines.find((line) => line.productId === id);
  const problemOf = (id: string) => quote?.problems.find((problem) => problem.productId === id);

  return (
    <Page
      title="Winkelwagen"
      intro={
        quoteQuery.data?.discountPercent
          ? `Prijzen exclusief btw, berekend met jouw korting van ${formatPercent(quoteQuery.data.discountPercent)}.`
          : 'Prijzen exclusief btw.'
      }
    >
      <CartJobNote job={job} />
      <table className="cart-table stacked-table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Prijs per stuk</th>
            <th scope="col">Aantal</th>
            <th scope="col">Totaal</th>
            <th scope="col">
              <span className="visually-hidden">Acties</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const line = lineOf(item.id);
            const problem = problemOf(item.id);
            const priceChanged = line && line.basePrice !== item.price;
            return (
              <tr key={item.id} className={problem ? 'has-problem' : undefined}>
                <td className="stacked-full">
                  <div className="cart-product">
                    <img src={imageUrl(item.imageUrl)} alt="" width={64} height={52} />
                    <div>
                      <Link to={paths.product(item.id)}>{item.name}</Link>
                      <div className="product-model">Type {item.modelNumber}</div>
                      {problem ? (
                        <p className="line-flag">{problem.message}</p>
                      ) : line ? (
                        <LineStock line={line} />
                      ) : null}
                      {priceChanged ? (
                        <p className="line-flag">
                          Prijs gewijzigd: was {formatEuro(item.price)}, nu{' '}
                          {formatEuro(line.basePrice)}.
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td data-label="Prijs per stuk">{line ? formatEuro(line.unitPrice) : '—'}</td>
                <td data-label="Aantal">
                  <QuantityStepper
                    name={item.name}
                    value={item.quantity}
                    onChange={(quantity) => updateQuantity(item.id, quantity)}
                  />
                </td>
                <td data-label="Totaal" className="amount">
                  {line ? formatEuro(line.lineTotal) : '—'}
                </td>
                <td className="cart-actions">
                  <RemoveButton name={item.name} onClick={() => remove(item)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="cart-footer">
        <fieldset className="delivery-choice">
          <legend>Levering</legend>
          <DeliveryChoice value={delivery} onChange={setDelivery} />
          <p className="hint">Bezorgen is gratis vanaf € 500,00 excl. btw, anders € 29,95.</p>
          <button type="button" className="button button-ghost" onClick={clear}>
            Winkelwagen legen
          </button>
        </fieldset>
        <section
          className="cart-totals-box"
          aria-label="Overzicht"
          aria-busy={pending || quoteQuery.isFetching}
        >
          {quoteQuery.fetchStatus === 'paused' ? (
            <p role="status" className="error-panel">
              Je bent offline. De prijzen worden bijgewerkt zodra je weer verbinding hebt.
            </p>
          ) : quoteQuery.isError ? (
            <div role="alert" className="error-panel">
              <p>{quoteQuery.error.message}</p>
              <button type="button" className="button" onClick={() => void quoteQuery.refetch()}>
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
                <Link
                  to={`${paths.checkout}?levering=${delivery}`}
                  className="button button-primary"
                >
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
      <SaveOrderList items={items} clients={clientSource} job={job} />
    </Page>
  );
}
