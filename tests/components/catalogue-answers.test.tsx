import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductPage } from '@/app/routes/product';
import { productAnswer, productListAnswer } from '@/features/catalogue/api/product-answer';
import { ProductList } from '@/features/catalogue/components/product-list';
import { AuthContext } from '@/lib/auth-context';
import { productSchema } from '@shared/schemas/product';
import { makeHeatPump, makeProduct } from '../fixtures/product';
import { stubApi } from './api-stub';
import { testSession } from './session';

/*
 * The catalogue and the product page check the API's answers without zod (lib/answer-shape.ts):
 * a product the server sends passes, a malformed answer shows the API client's clear error.
 */

const visitor = testSession();

function renderAt(path: string, element: ReactNode) {
  // No retries: a malformed answer is shown at once instead of after the back-off.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/catalogus/:id" element={element} />
            <Route path="/catalogus" element={element} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The whole catalogue's list, for a visitor. */
const renderCatalogue = () =>
  renderAt(
    '/catalogus',
    <ProductList
      filters={{ q: '', categories: [], inStockOnly: false, sort: 'naam', tech: {} }}
      discount={null}
    />,
  );

const UNEXPECTED = /De server gaf een onverwacht antwoord/;

describe('the catalogue checks its answers without zod', () => {
  it('accepts every product the server schema gives, with and without the optional parts', () => {
    const products = [
      makeProduct(),
      makeProduct({
        installateurPrijs: 800,
        ean: '8712345678906',
        stockQuantity: 0,
        leadTimeDays: 3,
        expectedDate: '2026-12-01',
        backorderable: false,
        specifications: { Vermogen: '8 kW' },
        documents: [{ title: 'Handleiding', url: 'https://example.nl/h.pdf' }],
        heatPump: makeHeatPump(),
      }),
    ];
    for (const product of products) {
      const sent = JSON.parse(JSON.stringify(productSchema.parse(product))) as unknown;
      expect(productAnswer.safeParse(sent).success).toBe(true);
    }
    expect(productListAnswer.safeParse({ items: products, total: 2 }).success).toBe(true);
  });

  it('refuses answers of another shape', () => {
    const good = makeProduct();
    for (const bad of [
      null,
      [],
      { ...good, price: '10,00' },
      { ...good, price: 10.5 },
      { ...good, name: undefined },
      { ...good, documents: [{ title: 'Handleiding' }] },
      { ...good, specifications: { Vermogen: 8 } },
      { ...good, installateurPrijs: null },
      { ...good, heatPump: 'ja' },
    ]) {
      expect(productAnswer.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(productListAnswer.safeParse({ items: [good] }).success).toBe(false);
    expect(productListAnswer.safeParse({ items: [{ id: 'p1' }], total: 1 }).success).toBe(false);
  });

  it('shows the product page, and a clear error with a retry when the answer is malformed', async () => {
    let answer: unknown = { id: 'nw-bw8', name: 'Warmtepomp' };
    stubApi(() => answer);
    renderAt('/catalogus/nw-bw8', <ProductPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNEXPECTED);
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();

    answer = makeProduct({ id: 'nw-bw8', name: 'Warmtepomp 8 kW' });
    within(alert).getByRole('button', { name: 'Opnieuw proberen' }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warmtepomp 8 kW' }),
    ).toBeInTheDocument();
  });

  it('shows the list, and a clear error when a page of products is malformed', async () => {
    let answer: unknown = { items: [{ id: 'p1', name: 'Pomp' }], total: 1 };
    stubApi(() => answer);
    renderCatalogue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/De producten konden niet worden geladen/);
    expect(alert).toHaveTextContent(UNEXPECTED);

    answer = { items: [makeProduct({ name: 'Pomp 6 kW' })], total: 1 };
    within(alert).getByRole('button', { name: 'Opnieuw proberen' }).click();
    expect(await screen.findByRole('status')).toHaveTextContent('1 product');
  });
});

describe('the catalogue list', () => {
  it('renders its first screenfuls plainly and takes the virtualiser when it scrolls near their end', async () => {
    const asked = stubApi((_url, params) => {
      const offset = Number(params.get('offset') ?? 0);
      const items = Array.from({ length: 60 }, (_, i) =>
        makeProduct({ id: `p-${offset + i}`, name: `Pomp ${offset + i}` }),
      );
      return JSON.parse(JSON.stringify({ items, total: 500 })) as unknown;
    });
    // The list's end coming into view, told by the test instead of a layout jsdom lacks.
    const watchers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          watchers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderCatalogue();
    expect(await screen.findByText('500 producten')).toBeInTheDocument();
    // Enough rows to fill the screen (jsdom's window is 768 px high, a card 188 px), but not
    // the whole page of 60: every row drawn costs time on each new search.
    const drawn = (await screen.findAllByRole('article')).length;
    expect(drawn).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / 188));
    expect(drawn).toBeLessThan(60);
    const list = screen.getAllByRole('article')[0]?.closest('.product-list');
    expect(list).toBeInstanceOf(HTMLElement);
    expect((list as HTMLElement).style.height).toBe('');
    expect(asked.every((url) => !url.includes('offset=60'))).toBe(true);

    act(() => watchers.at(-1)?.([{ isIntersecting: true }]));
    await waitFor(() => expect((list as HTMLElement).style.height).not.toBe(''), {
      timeout: 4000,
    });
  }, 15_000);
});
