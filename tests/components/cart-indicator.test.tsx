import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CartContext } from '@/features/cart/cart-context';
import { CartIndicator } from '@/features/cart/components/cart-indicator';
import { toCartItem } from '@shared/cart/cart';
import { makeProduct } from '../fixtures/product';
import { cartOf } from './api-stub';

describe('the cart link in the header', () => {
  it('is named Winkelwagen (N), a name that holds the count it shows', () => {
    render(
      <CartContext.Provider value={cartOf([toCartItem(makeProduct(), 3)])}>
        <MemoryRouter>
          <CartIndicator />
        </MemoryRouter>
      </CartContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Winkelwagen (3)' });
    // The visible count is not hidden from assistive technology, and the name contains it as
    // a whole word (axe 4.14's label-content-name-mismatch compares words).
    const count = link.querySelector('.cart-count');
    expect(count).toHaveTextContent(/^\(3\)$/);
    expect(link.getAttribute('aria-label')?.split(' ')).toContain(count?.textContent);
    expect(count).not.toHaveAttribute('aria-hidden');
  });
});
