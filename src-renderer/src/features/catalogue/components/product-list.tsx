import type { VirtualItem } from '@tanstack/react-virtual';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shared/schemas/product';
import { PAGE_SIZE, useCataloguePages, type CatalogueFilters } from '../api/get-products';
import { useCatalogueView, type CatalogueView } from '../catalogue-view';
import { ProductLine } from './product-line';
import { ProductRow, ProductRowPlaceholder } from './product-row';
import type { ListVirtualizer } from './window-virtualizer';
import '../catalogue-list.css';

// The virtualiser (10 KB) is loaded when the list scrolls towards the end of its first page.
const WindowVirtualizer = lazy(() => import('./window-virtualizer'));

/** A row's height before it is measured: on a phone a row stacks and grows taller. */
const ROW_HEIGHT = { tegels: 188, lijst: 41 } as const;
const PHONE_ROW_HEIGHT = { tegels: 330, lijst: 128 } as const;
const estimateRow = (view: CatalogueView) => () =>
  (typeof window !== 'undefined' && window.innerWidth < 640 ? PHONE_ROW_HEIGHT : ROW_HEIGHT)[view];

/** The sizes of the rows on screen, for the virtualiser that takes over from them. */
function measureRows(list: HTMLElement | null): VirtualItem[] {
  const rows = list ? [...list.children].filter((row) => row instanceof HTMLElement) : [];
  return rows.map((row, index) => {
    const start = row.offsetTop;
    return {
      key: index,
      index,
      start,
      end: start + row.offsetHeight,
      size: row.offsetHeight,
      lane: 0,
    };
  });
}

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
  const { total, atLeast, updating, error, itemAt, ensureRange, retry } =
    useCataloguePages(filters);
  const [view, setView] = useCatalogueView();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, [total]);

  // The first page is rendered as it is; a longer list gets the virtualiser once it scrolls
  // near the end of that page, and from then on renders only the rows in view.
  const count = total ?? 0;
  const [growing, setGrowing] = useState(false);
  const [virtualizer, setVirtualizer] = useState<ListVirtualizer | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const onVirtualizerChange = useCallback((next: ListVirtualizer) => {
    setVirtualizer(next);
    rerender();
  }, []);
  const endRef = useRef<HTMLDivElement>(null);
  const longer = count > PAGE_SIZE;
  useEffect(() => {
    const end = endRef.current;
    if (!end || !longer || growing || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setGrowing(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [longer, growing]);
  // Another view: the rows measured in the previous one no longer hold.
  const measuredView = useRef(view);
  useLayoutEffect(() => {
    if (virtualizer && measuredView.current !== view) virtualizer.measure();
    measuredView.current = view;
  }, [view, virtualizer]);
  const rows = virtualizer
    ? virtualizer.getVirtualItems()
    : Array.from({ length: Math.min(count, PAGE_SIZE) }, (_, index) => ({ index, start: 0 }));
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
          {atLeast
            ? `Meer dan ${total.toLocaleString('nl-NL')} producten`
            : total === 1
              ? '1 product'
              : `${total.toLocaleString('nl-NL')} producten`}
        </p>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <div
        ref={listRef}
        className={view === 'lijst' ? 'product-list product-list-compact' : 'product-list'}
        aria-busy={updating}
        style={virtualizer ? { height: virtualizer.getTotalSize() } : undefined}
      >
        {rows.map((row) => {
          const product = itemAt(row.index);
          return (
            // The same element for a row before and after the virtualiser: focus stays.
            <div
              key={row.index}
              ref={virtualizer?.measureElement}
              data-index={row.index}
              className={virtualizer ? 'product-list-item' : 'product-list-item product-list-plain'}
              style={
                virtualizer
                  ? { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }
                  : undefined
              }
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
      {virtualizer ? null : <div ref={endRef} />}
      {growing ? (
        <Suspense fallback={null}>
          <WindowVirtualizer
            count={count}
            estimateSize={estimateRow(view)}
            scrollMargin={offset}
            measure={() => measureRows(listRef.current)}
            onChange={onVirtualizerChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
