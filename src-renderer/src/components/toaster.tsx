import hotToast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shared/domain/rules';

export { hotToast };

/** The toast area: top right, each toast for 4 seconds. Loaded with the first toast. */
export function ToastArea() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'toast' }}
      containerClassName="toast-area"
    />
  );
}
