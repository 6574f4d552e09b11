import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toasts } from '@/components/toasts';
import { AuthProvider } from '@/features/auth/auth-provider';
import { CartProvider } from '@/features/cart/cart-provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <ErrorBoundary>
        <AuthProvider>
          <CartProvider>
            <RouterProvider router={router} />
            <Toasts />
          </CartProvider>
        </AuthProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
