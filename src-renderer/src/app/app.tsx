import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toasts } from '@/components/toasts';
import { AuthProvider } from '@/features/auth/auth-provider';
import { createRouter } from './router';
import { SessionCart } from './session-cart';

/**
 * The shell. TanStack Query is not here: it loads with the first page or component that has
 * server state (lib/lazy-queries.tsx), so a visitor's home page goes without it.
 */
export function App() {
  const [router] = useState(createRouter);
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
