import { lazy, Suspense, useSyncExternalStore, type ReactElement } from 'react';

/*
 * Toasts without their library on the first page: react-hot-toast (and its CSS-in-JS) loads
 * with the first toast, which most visits to the public pages never show. Every toast goes
 * through `toast` below (ESLint keeps react-hot-toast out of other files), so the toast area
 * mounts as the first toast is made; react-hot-toast keeps a toast made before its area
 * mounted and shows it for its full duration.
 */

type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function loadLibrary(): Promise<HotToast> {
  library ??= import('./toaster').then(
    (module) => {
      loaded = true;
      listeners.forEach((listener) => listener());
      return module.hotToast;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/*
 * A toast belongs to the page it was made on: the next navigation dismisses it, so
 * "Je bent ingelogd." does not follow the user around. A toast made just before the code
 * navigates (sign-in, sign-out, a placed order) asks for `nextPage` and stays one page longer.
 */
let currentPath = typeof window === 'undefined' ? '/' : window.location.pathname;
/**
 * The page each shown toast belongs to, by path; `undefined` while a `nextPage` toast waits
 * for the page it was made for. Pages count by path, not by navigation: a redirect or a
 * second navigation to the same page (sign-in does both) never dismisses its toast, and the
 * library loading late on a busy machine does not either.
 */
const pageOf = new Map<string, string | undefined>();

interface ToastOptions {
  /** Made just before a navigation: shown on the page the user goes to. */
  nextPage?: boolean;
}

function show(make: (hot: HotToast) => string, options: ToastOptions = {}): void {
  const madeOn = currentPath;
  loadLibrary().then(
    (hot) => {
      const id = make(hot);
      const moved = currentPath !== madeOn;
      if (options.nextPage) pageOf.set(id, moved ? currentPath : undefined);
      else if (moved) hot.dismiss(id);
      else pageOf.set(id, madeOn);
    },
    (error: unknown) => console.error('Melding tonen mislukt:', error),
  );
}

/** Called on every navigation (app.tsx): dismisses the toasts of the page left behind. */
export function toastsNavigated(pathname: string): void {
  if (pathname === currentPath) return;
  currentPath = pathname;
  listeners.forEach((listener) => listener());
  if (!loaded || !library) return;
  void library.then((hot) => {
    for (const [id, page] of pageOf) {
      if (page === undefined) pageOf.set(id, pathname);
      else if (page !== pathname) {
        hot.dismiss(id);
        pageOf.delete(id);
      }
    }
  });
}

/** Repeated adds to the cart share one toast that counts them. */
const ADDED_TOAST_ID = 'winkelwagen-toegevoegd';
let addedCount = 0;

/** The adds' toast has gone: the next add starts at one. */
function addedToastGone(): void {
  addedCount = 0;
}

const COUNTER = { id: ADDED_TOAST_ID, onGone: addedToastGone };

/** Shows a toast; the library loads with the first one. */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    show((hot) => hot.success(message), options),
  error: (message: string, options?: ToastOptions) => show((hot) => hot.error(message), options),
  /** A product went into the cart: one toast for repeated adds, `3 producten toegevoegd`. */
  addedToCart: (productName: string) => {
    addedCount += 1;
    const message =
      addedCount === 1
        ? `${productName} staat in je winkelwagen.`
        : `${addedCount} producten toegevoegd`;
    show((hot) => hot.success(message, { id: ADDED_TOAST_ID }));
  },
  /** A toast with its own content (e.g. an undo button); `dismiss` closes it. */
  custom: (content: (dismiss: () => void) => ReactElement, options: { duration: number }) =>
    show((hot) => hot((shown) => content(() => hot.dismiss(shown.id)), options)),
};

/**
 * Loads the toast code before the first toast: a signed-in user's cart offers "Ongedaan
 * maken" in a toast, also when the connection is gone by then.
 */
export function preloadToasts(): void {
  loadLibrary().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// Rendered only once the module has loaded: this import cannot fail any more.
const ToastArea = lazy(() => import('./toaster').then((module) => ({ default: module.ToastArea })));

/** Where the toasts appear (see toaster.tsx), once the first one is made. */
export function Toasts() {
  const ready = useSyncExternalStore(subscribe, () => loaded);
  const pathname = useSyncExternalStore(subscribe, () => currentPath);
  return ready ? (
    <Suspense fallback={null}>
      <ToastArea pathname={pathname} counter={COUNTER} />
    </Suspense>
  ) : null;
}
