import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCartJob, checkoutDrafts } from '@/features/orders/checkout-draft';
import { useCart } from '@/features/cart/cart-context';
import type { CartRemote } from '@/features/cart/cart-context';
import { CartProvider } from '@/features/cart/cart-provider';
import { EMPTY_SYNCED_CART, mergeCarts, type SyncedCart } from '@shared/cart/cart-sync';
import { makeProduct } from '../fixtures/product';
import { memoryCartStorage } from './api-stub';

const pump = makeProduct({ id: 'pomp', name: 'Pomp', price: 1000 });
const vat = makeProduct({ id: 'vat', name: 'Vat', price: 300 });

/**
 * The server's carts, one per user, as the API keeps them: a push merges line by line and
 * every watcher of that user (each device) hears the answer, as the poll would bring it.
 */
function fakeServer() {
  const carts = new Map<string, SyncedCart>();
  const watchers = new Map<string, Set<(cart: SyncedCart) => void>>();
  const cartOf = (owner: string) => carts.get(owner) ?? EMPTY_SYNCED_CART;
  const tell = (owner: string) => watchers.get(owner)?.forEach((watcher) => watcher(cartOf(owner)));
  let online = true;
  const remote: CartRemote = {
    watch(owner, onCart) {
      const mine = watchers.get(owner) ?? new Set();
      watchers.set(owner, mine.add(onCart));
      queueMicrotask(() => onCart(cartOf(owner)));
      return () => mine.delete(onCart);
    },
    async push(owner, copy) {
      if (!online) throw new Error('Geen verbinding');
      carts.set(owner, mergeCarts(cartOf(owner), copy));
      tell(owner);
    },
  };
  return {
    remote,
    cart: cartOf,
    offline: () => void (online = false),
    /** Back online: the poll brings the server's cart to every device again. */
    online: () => {
      online = true;
      for (const owner of watchers.keys()) tell(owner);
    },
  };
}

function Device({ name }: { name: string }) {
  const { items, addToCart, updateQuantity, clearCart, setJob } = useCart();
  return (
    <section aria-label={name}>
      <p>{items.map((item) => `${item.id}×${item.quantity}`).join(', ') || 'leeg'}</p>
      <button onClick={() => addToCart(pump)}>pomp erbij</button>
      <button onClick={() => addToCart(vat, 2)}>vat erbij</button>
      <button onClick={() => updateQuantity('pomp', 5)}>pomp op 5</button>
      <button onClick={() => setJob({ reference: 'Project Bos', notes: 'Achterom' })}>klus</button>
      <button onClick={clearCart}>legen</button>
    </section>
  );
}

function twoDevices(remote: CartRemote, owner: string | null = 'u1', local = memoryCartStorage()) {
  const ui = (who: string | null) => (
    <>
      <CartProvider owner={who} storage={memoryCartStorage().storage} remote={remote}>
        <Device name="kantoor" />
      </CartProvider>
      <CartProvider owner={who} storage={local.storage} remote={remote} onJob={applyCartJob}>
        <Device name="telefoon" />
      </CartProvider>
    </>
  );
  const view = render(ui(owner));
  return { rerender: (who: string | null) => view.rerender(ui(who)) };
}

/**
 * A device pushes its change after a short pause: the clock is fake (the calendar is not, so
 * changes keep their order), and moving it past that pause sends what is waiting.
 */
const afterPushes = () => act(() => vi.advanceTimersByTimeAsync(1000));
const shows = async (device: string, text: string) => {
  await afterPushes();
  await vi.waitFor(() =>
    expect(screen.getByRole('region', { name: device })).toHaveTextContent(text),
  );
};
const press = (device: string, button: string) =>
  act(() =>
    within(screen.getByRole('region', { name: device }))
      .getByRole('button', { name: button })
      .click(),
  );

describe('the cart that follows the user (docs/domain-rules.md, "Cart")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a change made on one device on the other', async () => {
    const server = fakeServer();
    twoDevices(server.remote);
    press('kantoor', 'pomp erbij');
    press('kantoor', 'vat erbij');
    await shows('telefoon', 'pomp×1, vat×2');
    press('telefoon', 'pomp op 5');
    await shows('kantoor', 'pomp×5, vat×2');
  });

  it('merges changes made offline on both devices without doubling a quantity', async () => {
    const server = fakeServer();
    twoDevices(server.remote);
    press('kantoor', 'pomp erbij');
    await shows('telefoon', 'pomp×1');
    server.offline();
    press('kantoor', 'vat erbij');
    press('telefoon', 'pomp op 5');
    await shows('kantoor', 'pomp×1, vat×2');
    server.online();
    await shows('telefoon', 'pomp×5, vat×2');
    await shows('kantoor', 'pomp×5, vat×2');
    expect(server.cart('u1').items.map((item) => [item.id, item.quantity])).toEqual([
      ['pomp', 5],
      ['vat', 2],
    ]);
  });

  it('merges the copy kept on the device at sign-in into the server cart', async () => {
    const server = fakeServer();
    const local = memoryCartStorage({ u1: JSON.stringify([{ ...vat, quantity: 3 }]) });
    twoDevices(server.remote, 'u1', local);
    await shows('kantoor', 'vat×3');
  });

  it('hands the job set on one device to the checkout on the other, once', async () => {
    const server = fakeServer();
    twoDevices(server.remote);
    press('kantoor', 'pomp erbij');
    press('kantoor', 'klus');
    await afterPushes();
    await vi.waitFor(() =>
      expect(checkoutDrafts().load('u1')).toMatchObject({
        reference: 'Project Bos',
        notes: 'Achterom',
      }),
    );
    // What was typed at checkout since is not overwritten by the same job again.
    const drafts = checkoutDrafts();
    const draft = drafts.load('u1');
    if (!draft) throw new Error('Geen concept');
    drafts.save('u1', { ...draft, notes: 'Bel eerst aan' });
    press('telefoon', 'pomp op 5');
    await shows('kantoor', 'pomp×5');
    expect(checkoutDrafts().load('u1')?.notes).toBe('Bel eerst aan');
  });

  it('after sign-out shows no cart, and the next user starts from their own', async () => {
    const server = fakeServer();
    const devices = twoDevices(server.remote);
    press('kantoor', 'pomp erbij');
    await shows('telefoon', 'pomp×1');
    devices.rerender(null);
    await shows('telefoon', 'leeg');
    devices.rerender('u2');
    press('kantoor', 'vat erbij');
    await shows('telefoon', 'vat×2');
    // Only the vessel: the lines are one text, so an exact match leaves no room for the pump.
    expect(
      within(screen.getByRole('region', { name: 'telefoon' })).getByText('vat×2'),
    ).toBeVisible();
    expect(server.cart('u1').items.map((item) => item.id)).toEqual(['pomp']);
  });
});
