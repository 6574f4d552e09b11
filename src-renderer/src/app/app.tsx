import { StrictMode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toasts, toastsNavigated } from '@/components/toasts';
import { AuthProvider } from '@/features/auth/auth-provider';
import { createRouter } from './router';
import { SessionCart } from './session-cart';

/**
 * The shell. TanStack Query is not here: it loads with the first page or component that has
 * server state (lib/lazy-queries.tsx), so a visitor's home page goes without it.
 */
export function App() {
  const [router] = useState(createRouter);
  // Each navigation dismisses the toasts of the page left behind.
  useEffect(() => {
    let key = router.state.location.key;
    return router.subscribe(({ location }) => {
      if (location.key === key) return;
      key = location.key;
      toastsNavigated(location.pathname);
    });
  }, [router]);
  return (
    <StrictMode>
      <ErrorBoundary>
        <AuthProvider>
          <SessionCart>
            <RouterProvider router={router} />
            <Toasts />
          </SessionCart>
        </AuthProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
