import { describe, expect, it } from 'vitest';
import { addItem, cartCount, cartTotal, removeItem, updateQuantity } from '@shared/cart/cart';
import { parseStoredCart } from '@shared/cart/cart-schema';
import type { Product } from '@shared/schemas/product';
import { makeProduct } from '../fixtures/product';

const product = (id: string, price: number, installateurPrijs?: number): Product =>
  makeProduct({
    id,
    name: `Product ${id}`,
    price,
    ...(installateurPrijs === undefined ? {} : { installateurPrijs }),
    modelNumber: id.toUpperCase(),
  });

describe('cart rules', () => {
  it('takes the installer price when the product has one, else the price', () => {
    const items = addItem(addItem([], product('a', 1000, 800)), product('b', 500));
    expect(items.map((i) => i.price)).toEqual([800, 500]);
  });

  it('raises the quantity of a product already in the cart by the amount added', () => {
    let items = addItem([], product('a', 1000));
    items = addItem(items, product('a', 1000));
    items = addItem(items, product('a', 1000), 3);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
  });

  it('appends a new line for a new product', () => {
    const items = addItem(addItem([], product('a', 1)), product('b', 2), 2);
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const items = addItem(addItem([], product('a', 1)), product('b', 2));
    expect(updateQuantity(items, 'a', 0).map((i) => i.id)).toEqual(['b']);
    expect(updateQuantity(items, 'b', -3).map((i) => i.id)).toEqual(['a']);
    expect(updateQuantity(items, 'a', 7)[0]?.quantity).toBe(7);
  });

  it('removes a line by product id', () => {
    const items = addItem(addItem([], product('a', 1)), product('b', 2));
    expect(removeItem(items, 'a').map((i) => i.id)).toEqual(['b']);
  });

  it('keeps quantities within 999 per line', () => {
    const items = addItem(addItem([], product('a', 1), 990), product('a', 1), 50);
    expect(items[0]?.quantity).toBe(999);
  });

  it('totals price × quantity and counts quantities', () => {
    let items = addItem([], product('a', 1999, 1500), 2);
    items = addItem(items, product('b', 250), 3);
    expect(cartTotal(items)).toBe(2 * 1500 + 3 * 250);
    expect(cartCount(items)).toBe(5);
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it('reads a stored cart, and anything corrupt as an empty cart', () => {
    const items = addItem([], product('a', 1000));
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
    expect(parseStoredCart(items)).toEqual(items);
    expect(parseStoredCart('{kapot')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('[{"id":1}]')).toEqual([]);
    expect(parseStoredCart({ items })).toEqual([]);
  });
});
