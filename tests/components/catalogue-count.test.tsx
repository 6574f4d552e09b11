import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductList } from '@/features/catalogue/components/product-list';
import type { CatalogueFilters } from '@/features/catalogue/api/get-products';
import { makeProduct } from '../fixtures/product';
import { stubApi, withQueries } from './api-stub';

const filters: CatalogueFilters = {
  q: 'zenit',
  categories: [],
  inStockOnly: false,
  sort: 'naam',
  tech: {},
};

const list = () =>
  render(
    withQueries(
      <MemoryRouter>
        <ProductList filters={filters} discount={null} />
      </MemoryRouter>,
    ),
  );

describe('the number of products above the catalogue list', () => {
  // Few rows: jsdom measures every row at 0 px, and the virtual list then renders them all.
  it('says "Meer dan" when the API counted only up to a bound', async () => {
    stubApi(() => ({ items: [makeProduct({ id: 'z1' })], total: 3, atLeast: true }));
    list();
    expect(await screen.findByText('Meer dan 3 producten')).toHaveRole('status');
  });

  it('gives an exact count as it is', async () => {
    stubApi(() => ({ items: [makeProduct({ id: 'z1' }), makeProduct({ id: 'z2' })], total: 2 }));
    list();
    expect(await screen.findByText('2 producten')).toHaveRole('status');
  });
});
