import { useNavigate } from 'react-router-dom';
import { TextAreaField } from '@/components/form-field';
import { Page } from '@/components/page';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/cart-context';
import { CodeEntry } from '@/features/quick-order/components/code-entry';
import { QuickOrderFile } from '@/features/quick-order/components/file-input';
import { ReviewTable } from '@/features/quick-order/components/review-table';
import { useQuickOrder } from '@/features/quick-order/hooks/use-quick-order';
import { appendCode } from '@shared/catalogue/quick-order';
import { QUICK_ORDER_MAX_LINES } from '@shared/domain/keys';
import '@/features/quick-order/quick-order.css';

/**
 * Quick order: codes and quantities pasted from Excel, read from a CSV file, typed or scanned;
 * checked by the server in one request; in the cart only after the user confirms the list.
 */
export function QuickOrderPage() {
  const order = useQuickOrder();
  const { addToCart } = useCart();
  const navigate = useNavigate();
  const found = order.review?.lines.filter((line) => line.product) ?? [];

  function confirm() {
    for (const line of found) if (line.product) addToCart(line.product, line.quantity);
    const count = found.length;
    toast.success(
      count === 1
        ? '1 product in de winkelwagen gezet.'
        : `${count} producten in de winkelwagen gezet.`,
    );
    order.clear();
    navigate(paths.cart);
  }

  return (
    <Page
      title="Snel bestellen"
      intro="Plak artikelnummers met hun aantal, zoals uit Excel gekopieerd, of scan ze één voor één. Je controleert de lijst voordat er iets in de winkelwagen komt."
    >
      <div className="quick-order">
        <TextAreaField
          label="Artikelnummers en aantallen"
          hint={`Eén regel per artikel: artikelnummer of EAN, dan het aantal (gescheiden door ; tab of spatie). Hooguit ${QUICK_ORDER_MAX_LINES} regels.`}
          spellCheck={false}
          rows={8}
          value={order.text}
          placeholder={'NW-AW8-P;2\nNW-BV50 1'}
          onChange={(event) => order.setText(event.target.value)}
        />
        <div className="quick-order-inputs">
          <CodeEntry onEnter={(code) => order.setTextAndCheck(appendCode(order.text, code))} />
          <QuickOrderFile onText={order.setText} />
        </div>
        {order.message ? (
          <p role="alert" className="form-error">
            {order.message}
          </p>
        ) : null}
        <div className="quick-order-actions">
          <button
            type="button"
            className="button"
            disabled={order.checking}
            onClick={() => order.check()}
          >
            {order.checking ? 'Controleren…' : 'Controleren'}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={found.length === 0}
            onClick={confirm}
          >
            In winkelwagen
          </button>
          {order.review && found.length === 0 ? (
            <span className="hint">Geen enkel artikel gevonden.</span>
          ) : !order.review ? (
            <span className="hint">Eerst controleren.</span>
          ) : null}
        </div>
        {order.review ? (
          <ReviewTable review={order.review} onChoose={(line, id) => void order.choose(line, id)} />
        ) : null}
      </div>
    </Page>
  );
}
