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

function show(make: (hot: HotToast) => void): void {
  loadLibrary().then(make, (error: unknown) => console.error('Melding tonen mislukt:', error));
}

/** Shows a toast; the library loads with the first one. */
export const toast = {
  success: (message: string) => show((hot) => hot.success(message)),
  error: (message: string) => show((hot) => hot.error(message)),
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

/** Where the toasts appear (top right, each for 4 seconds), once the first one is made. */
export function Toasts() {
  const ready = useSyncExternalStore(subscribe, () => loaded);
  return ready ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
