import { useEffect, useSyncExternalStore } from 'react';
import hotToast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shared/domain/rules';
import { paths } from '@/config/paths';

export { hotToast };

/** More toasts than this at once: the oldest go. */
const MAX_VISIBLE = 3;

/** Pages whose totals and order button sit where the toasts usually appear. */
const TOTALS_PAGES: string[] = [paths.cart, paths.checkout];

const PHONE = '(max-width: 760px)';
const isPhone = () => window.matchMedia(PHONE).matches;
function onPhoneChange(listener: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The toast area, each toast for 4 seconds. Top right below the header's first row, except
 * on the cart and checkout, where they go bottom left, away from the totals and the order
 * button; on a phone always at the bottom (styles.css), never over the whole top.
 */
export function ToastArea({
  pathname,
  counter,
}: {
  pathname: string;
  /** The toast that counts (the adds to the cart), told when it has gone. */
  counter: { id: string; onGone: () => void };
}) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((shown) => shown.visible);
    visible.slice(MAX_VISIBLE).forEach((shown) => hotToast.dismiss(shown.id));
    if (!visible.some((shown) => shown.id === counter.id)) counter.onGone();
  }, [toasts, counter]);
  const phone = useSyncExternalStore(onPhoneChange, isPhone);
  const low = TOTALS_PAGES.includes(pathname);
  return (
    <Toaster
      position={phone ? 'bottom-center' : low ? 'bottom-left' : 'top-right'}
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'toast' }}
      containerClassName={low ? 'toast-area toast-area-low' : 'toast-area'}
    />
  );
}
