import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shared/domain/rules';

/** The toast area: top right, each toast for 4 seconds. */
export function Toasts() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'toast' }}
      containerClassName="toast-area"
    />
  );
}
