import { act, render, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '@/features/auth/auth-client';
import { useAuth } from '@/lib/auth-context';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useCart } from '@/features/cart/cart-context';
import { CartProvider } from '@/features/cart/cart-provider';
import { createLocalStorageCartStorage, type CartStorage } from '@/lib/platform';
import type { UserProfile } from '@shared/schemas/profile';
import type { Product } from '@shared/schemas/product';
import { makeProduct } from '../fixtures/product';
import { memoryCartStorage } from './api-stub';

function fakeAuth() {
  let listener: (user: User | null) => void = () => undefined;
  const client: AuthClient = {
    onChange: (next) => {
      listener = next;
      return () => undefined;
    },
    signIn: async () => undefined,
    signOut: async () => listener(null),
  };
  const user = { uid: 'u1', email: 'a@b.nl', getIdToken: async () => 'token' } as unknown as User;
  return { client, emit: (u: 'in' | 'out') => listener(u === 'in' ? user : null) };
}

function SessionView() {
  const { user, profile, logout } = useAuth();
  return (
    <div>
      <p>gebruiker: {user?.email ?? 'geen'}</p>
      <p>rol: {profile?.role ?? 'geen profiel'}</p>
      <button onClick={() => void logout()}>Uitloggen</button>
    </div>
  );
}

const profile: UserProfile = {
  id: 'u1',
  email: 'a@b.nl',
  role: 'dealer',
  discount: 0,
  rewardPoints: 0,
  createdAt: new Date(),
};

describe('AuthProvider', () => {
  it('renders nothing until the login state resolves, then stores the fetched profile', async () => {
    const auth = fakeAuth();
    // No QueryClientProvider around it: the session loads TanStack Query itself, when a user
    // signs in.
    const { container } = render(
      <AuthProvider client={auth.client} fetchProfile={async () => profile}>
        <SessionView />
      </AuthProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => auth.emit('in'));
    expect(await screen.findByText('rol: dealer')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Uitloggen' }).click());
    expect(await screen.findByText('rol: geen profiel')).toBeInTheDocument();
    expect(screen.getByText('gebruiker: geen')).toBeInTheDocument();
  });

  it('logs a failed profile fetch and leaves the profile empty', async () => {
    const auth = fakeAuth();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AuthProvider
        client={auth.client}
        fetchProfile={async () => {
          throw new Error('netwerk weg');
        }}
      >
        <SessionView />
      </AuthProvider>,
    );
    act(() => auth.emit('in'));
    expect(await screen.findByText('gebruiker: a@b.nl')).toBeInTheDocument();
    expect(screen.getByText('rol: geen profiel')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Profiel ophalen mislukt:', expect.any(Error));
    log.mockRestore();
  });

  it('reads the profile again when something changed the user (refreshProfile)', async () => {
    const auth = fakeAuth();
    let reads = 0;
    function PointsView() {
      const { profile, refreshProfile } = useAuth();
      return (
        <div>
          <p>punten: {profile?.rewardPoints ?? 'geen'}</p>
          <button onClick={() => void refreshProfile()}>Vernieuwen</button>
        </div>
      );
    }
    render(
      <AuthProvider
        client={auth.client}
        fetchProfile={async () => ({ ...profile, rewardPoints: ++reads * 100 })}
      >
        <PointsView />
      </AuthProvider>,
    );
    act(() => auth.emit('in'));
    expect(await screen.findByText('punten: 100')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Vernieuwen' }).click());
    expect(await screen.findByText('punten: 200')).toBeInTheDocument();
  });
});

const product: Product = makeProduct({ installateurPrijs: 900 });

function CartView() {
  const { cartCount, cartTotal, addToCart } = useCart();
  return (
    <div>
      <p>
        aantal {cartCount}, totaal {cartTotal}
      </p>
      <button onClick={() => addToCart(product)}>In winkelwagen</button>
    </div>
  );
}

function Cart({ owner, storage }: { owner: string | null; storage: CartStorage }) {
  return (
    <CartProvider owner={owner} storage={storage}>
      <CartView />
    </CartProvider>
  );
}

describe('CartProvider', () => {
  it("loads the owner's stored cart at start and saves after every change", async () => {
    const { storage, carts } = memoryCartStorage({
      u1: JSON.stringify([{ ...product, price: 900, quantity: 2 }]),
    });
    render(<Cart owner="u1" storage={storage} />);
    expect(await screen.findByText('aantal 2, totaal 1800')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'In winkelwagen' }).click());
    expect(await screen.findByText('aantal 3, totaal 2700')).toBeInTheDocument();
    await waitFor(() =>
      expect(carts.get('u1')).toMatchObject({ items: [{ id: 'p1', quantity: 3 }] }),
    );
  });

  it('starts empty when the stored cart is corrupt', async () => {
    const { storage } = memoryCartStorage({ u1: '{kapot' });
    render(<Cart owner="u1" storage={storage} />);
    await waitFor(() => expect(screen.getByText('aantal 0, totaal 0')).toBeInTheDocument());
  });

  it("never shows one user's cart to the next user, and gives each their own back", async () => {
    const { storage, carts } = memoryCartStorage();
    const view = render(<Cart owner="installateur" storage={storage} />);
    act(() => screen.getByRole('button', { name: 'In winkelwagen' }).click());
    expect(await screen.findByText('aantal 1, totaal 900')).toBeInTheDocument();
    await waitFor(() => expect(carts.get('installateur')).toMatchObject({ items: [{ id: 'p1' }] }));

    view.rerender(<Cart owner={null} storage={storage} />);
    expect(screen.getByText('aantal 0, totaal 0')).toBeInTheDocument();
    // Logged out there is no cart to fill.
    act(() => screen.getByRole('button', { name: 'In winkelwagen' }).click());
    expect(screen.getByText('aantal 0, totaal 0')).toBeInTheDocument();

    view.rerender(<Cart owner="dealer" storage={storage} />);
    expect(screen.getByText('aantal 0, totaal 0')).toBeInTheDocument();
    await waitFor(() => expect(carts.has('dealer')).toBe(true));
    expect(carts.get('dealer')).toMatchObject({ items: [] });
    expect(carts.get('installateur')).toMatchObject({ items: [{ id: 'p1' }] });

    view.rerender(<Cart owner="installateur" storage={storage} />);
    expect(await screen.findByText('aantal 1, totaal 900')).toBeInTheDocument();
  });
});

describe('localStorage cart storage', () => {
  it('keeps one cart per user and drops the ownerless cart of before', async () => {
    localStorage.setItem('test-cart', JSON.stringify([{ id: 'oud' }]));
    const storage = createLocalStorageCartStorage(localStorage, 'test-cart');
    expect(localStorage.getItem('test-cart')).toBeNull();
    const line = { ...product, quantity: 1, changedAt: '2026-11-27T10:00:00.000Z' };
    await storage.save('a', { items: [line], removed: [], job: null });
    expect(await storage.load('b')).toBeNull();
    expect(JSON.parse(String(await storage.load('a')))).toMatchObject({ items: [{ id: 'p1' }] });
    // A removal still to pass on to the other devices is kept; an empty cart is not.
    const removed = [{ id: 'p1', changedAt: '2026-11-27T10:01:00.000Z' }];
    await storage.save('a', { items: [], removed, job: null });
    expect(JSON.parse(String(await storage.load('a')))).toMatchObject({ removed });
    await storage.save('a', { items: [], removed: [], job: null });
    expect(localStorage.getItem('test-cart:a')).toBeNull();
  });
});
