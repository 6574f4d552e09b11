import { DataTable } from '@/components/data-table';
import { cappedNote } from '@shared/catalogue/quick-order';
import { formatEuro } from '@shared/domain/money';
import type { Review, ReviewLine } from '../hooks/use-quick-order';

/**
 * The checked list before anything goes in the cart: per code the product found (or the
 * closest model numbers to choose from), the quantity and any note about it.
 */
export function ReviewTable({
  review,
  onChoose,
}: {
  review: Review;
  onChoose: (lineNumber: number, productId: string) => void;
}) {
  const unknown = review.lines.filter((line) => !line.product).length;
  return (
    <section className="quick-order-review" aria-labelledby="quick-order-review">
      <h2 id="quick-order-review">Controle</h2>
      <p role="status">
        {review.lines.length - unknown} van {review.lines.length}{' '}
        {review.lines.length === 1 ? 'regel' : 'regels'} gevonden
        {unknown ? `; ${unknown} niet gevonden (die gaan niet mee)` : ''}.
      </p>
      <DataTable<ReviewLine>
        caption="Gecontroleerde regels"
        rowKey={(line) => String(line.lineNumber)}
        rows={review.lines}
        columns={[
          {
            header: 'Product',
            primary: true,
            cell: (line) => (
              <>
                {line.product ? (
                  <>
                    {line.product.name}
                    <div className="product-model">Type {line.product.modelNumber}</div>
                  </>
                ) : (
                  <Unknown line={line} onChoose={onChoose} />
                )}
                {line.requested !== undefined ? (
                  <p className="line-flag">{cappedNote(line)}</p>
                ) : null}
              </>
            ),
          },
          { header: 'Code', cell: (line) => <code>{line.code}</code> },
          { header: 'Aantal', align: 'amount', cell: (line) => line.quantity },
          {
            header: 'Installateursprijs',
            align: 'amount',
            cell: (line) =>
              line.product ? formatEuro(line.product.installateurPrijs ?? line.product.price) : '—',
          },
        ]}
      />
      {review.problems.length ? (
        <div className="quick-order-problems">
          <h3>Regels die we niet konden lezen</h3>
          <ul>
            {review.problems.map((problem) => (
              <li key={problem.lineNumber}>
                Regel {problem.lineNumber} (<code>{problem.text}</code>): {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Unknown({
  line,
  onChoose,
}: {
  line: ReviewLine;
  onChoose: (lineNumber: number, productId: string) => void;
}) {
  return (
    <div className="line-flag">
      <p>
        <code>{line.code}</code> niet gevonden.
      </p>
      {line.suggestions.length ? (
        <>
          <p>Bedoel je:</p>
          <ul className="quick-order-suggestions">
            {line.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => onChoose(line.lineNumber, suggestion.id)}
                >
                  {suggestion.modelNumber}
                  <span className="visually-hidden"> voor {line.code}</span>
                </button>{' '}
                {suggestion.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
