import type { VirtualItem } from '@tanstack/react-virtual';
import {
  lazy,
  memo,
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

// The virtualiser (10 KB) is loaded when the list scrolls towards the end of its plain rows.
const WindowVirtualizer = lazy(() => import('./window-virtualizer'));

/** A row's height before it is measured: on a phone a row stacks and grows taller. */
const ROW_HEIGHT = { tegels: 188, lijst: 41 } as const;
const PHONE_ROW_HEIGHT = { tegels: 330, lijst: 128 } as const;
const phone = () => window.innerWidth < 640;
const estimateRow = (view: CatalogueView) => () => (phone() ? PHONE_ROW_HEIGHT : ROW_HEIGHT)[view];

/** The virtualiser is loaded once the end of the plain rows comes this close to the screen. */
const NEAR_END = 800;
/** The shortest a row gets on a phone; on a wider screen rows are ROW_HEIGHT or taller. */
const PHONE_SHORTEST_ROW = { tegels: 240, lijst: 100 } as const;

/**
 * How many rows of a list longer than a page are drawn plainly before the virtualiser: enough
 * to fill the screen and reach past NEAR_END below it, so that a page that is not scrolled
 * never loads the virtualiser. Not more: each row drawn costs time on every new search (sixty
 * took typing to its results from under 100 ms to nearly 200 ms).
 */
function plainRows(view: CatalogueView): number {
  const row = (phone() ? PHONE_SHORTEST_ROW : ROW_HEIGHT)[view];
  return Math.min(PAGE_SIZE, Math.ceil((window.innerHeight + NEAR_END) / row) + 1);
}

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

interface ListItemProps {
  index: number;
  start: number;
  virtualizer: ListVirtualizer | null;
  /** Missing while its page loads. */
  product: Product | undefined;
  view: CatalogueView;
  discount: number | null;
  renderAction?: ((product: Product) => ReactNode) | undefined;
}

/**
 * One row, the same element before and after the virtualiser takes over (focus stays).
 * Memoised: a keystroke renders the list again with the same answer until the new one is
 * there, and then none of its rows need drawing again.
 */
const ListItem = memo(function ListItem({
  index,
  start,
  virtualizer,
  product,
  view,
  discount,
  renderAction,
}: ListItemProps) {
  const Row = view === 'lijst' ? ProductLine : ProductRow;
  return (
    <div
      ref={virtualizer?.measureElement}
      data-index={index}
      className={virtualizer ? 'product-list-item' : 'product-list-item product-list-plain'}
      style={
        virtualizer
          ? { transform: `translateY(${start - virtualizer.options.scrollMargin}px)` }
          : undefined
      }
    >
      {product ? (
        <Row product={product} discount={discount} action={renderAction?.(product)} />
      ) : (
        <ProductRowPlaceholder compact={view === 'lijst'} />
      )}
    </div>
  );
});

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

  // The first screenfuls are rendered as they are; a longer list gets the virtualiser once it
  // scrolls near their end, and from then on renders only the rows in view.
  const count = total ?? 0;
  const [growing, setGrowing] = useState(false);
  const [virtualizer, setVirtualizer] = useState<ListVirtualizer | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const onVirtualizerChange = useCallback((next: ListVirtualizer) => {
    setVirtualizer(next);
    rerender();
  }, []);
  const endRef = useRef<HTMLDivElement>(null);
  // A list of one page is drawn whole: it never gets the virtualiser.
  const longer = count > PAGE_SIZE;
  const plain = longer ? plainRows(view) : count;
  useEffect(() => {
    const end = endRef.current;
    if (!end || !longer || growing || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setGrowing(true);
      },
      { rootMargin: `${NEAR_END}px 0px` },
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
    : Array.from({ length: plain }, (_, index) => ({ index, start: 0 }));
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
        {rows.map((row) => (
          <ListItem
            key={row.index}
            index={row.index}
            start={row.start}
            virtualizer={virtualizer}
            product={itemAt(row.index)}
            view={view}
            discount={discount}
            renderAction={renderAction}
          />
        ))}
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
