import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addItem,
  cartCount,
  cartTotal,
  removeItem,
  updateQuantity,
  type CartItem,
} from '@shared/cart/cart';
import {
  EMPTY_SYNCED_CART,
  mergeCarts,
  sameCart,
  settled,
  stampChange,
  type CartJob,
  type StampedJob,
  type SyncedCart,
} from '@shared/cart/cart-sync';
import { getCartStorage, type CartStorage } from '@/lib/platform';
import { CartContext, type CartRemote, type CartState } from './cart-context';

interface OwnedCart {
  owner: string | null;
  cart: SyncedCart;
  /** The owner's copy on this device has been read. */
  loaded: boolean;
  /** Changed before the copy on this device arrived (the change is merged with it). */
  changed: boolean;
}

const emptyCart = (owner: string | null): OwnedCart => ({
  owner,
  cart: EMPTY_SYNCED_CART,
  loaded: false,
  changed: false,
});

/** A change settles this long before it is sent, so typing a quantity sends once. */
const PUSH_DELAY_MS = 300;

/**
 * The signed-in user's cart: each user (`owner`, the uid) has their own. The copy on this
 * device (localStorage on the web, electron-store in the desktop app) is read at start and
 * saved after every change, so the cart works offline; with a `remote`, the copy is merged
 * with the user's cart on the server line by line (docs/domain-rules.md, "Cart"), so every
 * device shows the same cart within seconds. Logged out there is no cart: the next user on a
 * shared PC never sees the previous user's. A corrupt stored cart starts empty. A job set on
 * any device reaches `onJob` (the checkout's draft) once.
 */
export function CartProvider({
  children,
  owner,
  storage,
  remote,
  onJob,
}: {
  children: ReactNode;
  owner: string | null;
  storage?: CartStorage;
  remote?: CartRemote;
  onJob?: (owner: string, job: StampedJob) => void;
}) {
  const store = useMemo(() => storage ?? getCartStorage(), [storage]);
  const [state, setState] = useState<OwnedCart>(() => emptyCart(owner));
  // Another user (or none): start from an empty cart at once, before any effect runs.
  const current = state.owner === owner ? state : emptyCart(owner);
  if (current !== state) setState(current);
  const latest = useRef(current);
  const server = useRef<SyncedCart | null>(null);
  const pushing = useRef(false);

  const mergeIn = useCallback(
    (incoming: SyncedCart, asLoaded: boolean) =>
      setState((was) => {
        if (was.owner !== owner) return was;
        const cart = settled(mergeCarts(was.cart, incoming), new Date());
        const same = JSON.stringify(cart) === JSON.stringify(was.cart);
        if (same && (was.loaded || !asLoaded)) return was;
        return { ...was, cart: same ? was.cart : cart, loaded: was.loaded || asLoaded };
      }),
    [owner],
  );

  /** Sends this device's copy when it holds anything the server's lacks, one send at a time. */
  const push = useCallback(() => {
    const known = server.current;
    const { owner: whose, cart, loaded } = latest.current;
    if (!remote || !whose || whose !== owner || !known || !loaded || pushing.current) return;
    const merged = settled(mergeCarts(cart, known), new Date());
    if (sameCart(merged, known)) return;
    pushing.current = true;
    remote
      .push(whose, merged)
      // Offline or refused: the copy stays here and goes with the next answer from the server.
      .catch((error: unknown) => console.error('Winkelwagen bijwerken mislukt:', error))
      .finally(() => {
        pushing.current = false;
      });
  }, [owner, remote]);

  useEffect(() => {
    if (!owner) return;
    let active = true;
    // The schema that checks a stored cart loads only when there is one: an empty cart keeps
    // zod off the page.
    store
      .load(owner)
      .then(async (raw) => {
        if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0))
          return EMPTY_SYNCED_CART;
        const { parseKeptCart } = await import('@shared/cart/cart-schema');
        return parseKeptCart(raw);
      })
      .catch((error: unknown) => {
        console.error('Winkelwagen laden mislukt:', error);
        return EMPTY_SYNCED_CART;
      })
      .then((stored) => {
        if (active) mergeIn(stored, true);
      });
    return () => {
      active = false;
    };
  }, [owner, store, mergeIn]);

  useEffect(() => {
    if (!owner || !remote) return;
    server.current = null;
    const stop = remote.watch(owner, (answer) => {
      server.current = answer;
      mergeIn(answer, false);
      push();
    });
    return () => {
      stop();
      server.current = null;
    };
  }, [owner, remote, mergeIn, push]);

  const { owner: savedOwner, cart, loaded, changed } = current;
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    if (!savedOwner || (!loaded && !changed)) return;
    store
      .save(savedOwner, cart)
      .catch((error: unknown) => console.error('Winkelwagen opslaan mislukt:', error));
    const timer = setTimeout(push, PUSH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [savedOwner, cart, loaded, changed, store, push]);

  const job = cart.job;
  const handedOver = useRef<string | null>(null);
  useEffect(() => {
    if (!savedOwner || !job?.job || !onJob) return;
    const key = `${savedOwner}@${job.at}`;
    if (handedOver.current === key) return;
    handedOver.current = key;
    onJob(savedOwner, job);
  }, [savedOwner, job, onJob]);

  const change = useCallback(
    (next: (items: CartItem[]) => CartItem[], newJob?: CartJob | null) =>
      setState((was) => {
        if (was.owner !== owner || !owner) return was;
        const at = new Date().toISOString();
        const stamped = settled(stampChange(was.cart, next(was.cart.items), at), new Date(at));
        return {
          ...was,
          cart: newJob === undefined ? stamped : { ...stamped, job: { at, job: newJob } },
          changed: true,
        };
      }),
    [owner],
  );

  const items = cart.items;
  const value = useMemo<CartState>(
    () => ({
      items,
      loaded: loaded || changed,
      job: cart.job?.job ?? null,
      addToCart: (product, quantity = 1) => change((lines) => addItem(lines, product, quantity)),
      addLines: (lines, job) =>
        change(
          (kept) => lines.reduce((all, line) => addItem(all, line.product, line.quantity), kept),
          job,
        ),
      setJob: (job) => change((lines) => lines, job),
      updateQuantity: (productId: string, quantity: number) => {
        if (quantity >= 1) change((lines) => updateQuantity(lines, productId, quantity));
      },
      removeFromCart: (productId: string) => change((lines) => removeItem(lines, productId)),
      clearCart: () => change(() => [], null),
      restoreItems: (restored: CartItem[]) =>
        change((lines) => [
          // Lines changed since keep their new quantity; lines added since stay at the end.
          ...restored.map((line) => lines.find((kept) => kept.id === line.id) ?? line),
          ...lines.filter((kept) => !restored.some((line) => line.id === kept.id)),
        ]),
      cartTotal: cartTotal(items),
      cartCount: cartCount(items),
    }),
    [items, cart.job, loaded, changed, change],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
