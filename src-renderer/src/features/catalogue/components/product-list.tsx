import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shared/schemas/product';
import { useCataloguePages, type CatalogueFilters } from '../api/get-products';
import { useCatalogueView, type CatalogueView } from '../catalogue-view';
import { ProductLine } from './product-line';
import { ProductRow, ProductRowPlaceholder } from './product-row';
import '../catalogue-list.css';

/** A row's height before it is measured: on a phone a row stacks and grows taller. */
const ROW_HEIGHT = { tegels: 188, lijst: 41 } as const;
const PHONE_ROW_HEIGHT = { tegels: 330, lijst: 128 } as const;
const estimateRow = (view: CatalogueView) => () =>
  (typeof window !== 'undefined' && window.innerWidth < 640 ? PHONE_ROW_HEIGHT : ROW_HEIGHT)[view];

/** The buttons `Tegels` and `Lijst`: cards with image, or a compact list of one line each. */
function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogueView;
  onChange: (view: CatalogueView) => void;
}) {
  return (
    <div className="view-toggle" role="group" aria-label="Weergave">
      {(['tegels', 'lijst'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="chip"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'tegels' ? 'Tegels' : 'Lijst'}
        </button>
      ))}
    </div>
  );
}

/**
 * The catalogue as one long list that renders only the rows in view, and fetches pages from
 * the API as they scroll into view: thousands of products stay smooth.
 */
export function ProductList({
  filters,
  discount,
  renderAction,
  emptyText = 'Geen producten gevonden. Pas je zoekopdracht of filters aan.',
}: {
  filters: CatalogueFilters;
  discount: number | null;
  renderAction?: (product: Product) => ReactNode;
  emptyText?: string;
}) {
  const { total, updating, error, itemAt, ensureRange, retry } = useCataloguePages(filters);
  const [view, setView] = useCatalogueView();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, [total]);

  const virtualizer = useWindowVirtualizer({
    count: total ?? 0,
    estimateSize: estimateRow(view),
    overscan: 6,
    scrollMargin: offset,
  });
  // Another view: the rows measured in the previous one no longer hold.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [view, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (total) ensureRange(first, last);
  }, [first, last, total, ensureRange]);

  if (error) {
    return (
      <div className="error-panel" role="alert">
        <p>De producten konden niet worden geladen. {error}</p>
        <button type="button" className="button" onClick={retry}>
          Opnieuw proberen
        </button>
      </div>
    );
  }
  if (total === null) return <Spinner size="md" />;
  if (total === 0) return <p className="empty-state">{emptyText}</p>;

  return (
    <>
      <div className="list-head">
        <p className="result-count" role="status">
          {total === 1 ? '1 product' : `${total.toLocaleString('nl-NL')} producten`}
        </p>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <div
        ref={listRef}
        className={view === 'lijst' ? 'product-list product-list-compact' : 'product-list'}
        aria-busy={updating}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const product = itemAt(row.index);
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="product-list-item"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {product && view === 'lijst' ? (
                <ProductLine
                  product={product}
                  discount={discount}
                  action={renderAction?.(product)}
                />
              ) : product ? (
                <ProductRow
                  product={product}
                  discount={discount}
                  action={renderAction?.(product)}
                />
              ) : (
                <ProductRowPlaceholder compact={view === 'lijst'} />
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
