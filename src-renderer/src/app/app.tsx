import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toasts } from '@/components/toasts';
import { AuthProvider } from '@/features/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from './router';
import { SessionCart } from './session-cart';

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <SessionCart>
              <RouterProvider router={router} />
              <Toasts />
            </SessionCart>
          </AuthProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
