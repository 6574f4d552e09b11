import { TextAreaField } from '@/components/form-field';
import { appendCode } from '@shared/catalogue/quick-order';
import { QUICK_ORDER_MAX_LINES } from '@shared/domain/keys';
import type { QuickOrder } from '../hooks/use-quick-order';
import { CodeEntry } from './code-entry';
import { QuickOrderFile } from './file-input';
import { ReviewTable } from './review-table';

/** The quick order's codes (pasted, scanned or from a file), the check, the review, the cart. */
export function QuickOrderForm({ order }: { order: QuickOrder }) {
  return (
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
          disabled={order.found.length === 0}
          onClick={order.confirm}
        >
          In winkelwagen
        </button>
        {order.review && order.found.length === 0 ? (
          <span className="hint">Geen enkel artikel gevonden.</span>
        ) : !order.review ? (
          <span className="hint">Eerst controleren.</span>
        ) : null}
      </div>
      {order.review ? (
        <ReviewTable review={order.review} onChoose={(line, id) => void order.choose(line, id)} />
      ) : null}
    </div>
  );
}
