import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shared/schemas/product';
import { useCataloguePages, type CatalogueFilters } from '../api/get-products';
import { ProductRow, ProductRowPlaceholder } from './product-row';

/** A row's height before it is measured: on a phone the card stacks and grows taller. */
const ROW_HEIGHT = 188;
const PHONE_ROW_HEIGHT = 330;
const estimateRow = () =>
  typeof window !== 'undefined' && window.innerWidth < 640 ? PHONE_ROW_HEIGHT : ROW_HEIGHT;

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
  const { total, atLeast, updating, error, itemAt, ensureRange, retry } =
    useCataloguePages(filters);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, [total]);

  const virtualizer = useWindowVirtualizer({
    count: total ?? 0,
    estimateSize: estimateRow,
    overscan: 6,
    scrollMargin: offset,
  });
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
      <p className="result-count" role="status">
        {atLeast
          ? `Meer dan ${total.toLocaleString('nl-NL')} producten`
          : total === 1
            ? '1 product'
            : `${total.toLocaleString('nl-NL')} producten`}
      </p>
      <div
        ref={listRef}
        className="product-list"
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
              {product ? (
                <ProductRow
                  product={product}
                  discount={discount}
                  action={renderAction?.(product)}
                />
              ) : (
                <ProductRowPlaceholder />
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
