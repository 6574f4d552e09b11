import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/spinner';
import { AuthContext, useAuth, type AuthSession } from '@/lib/auth-context';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { testSession } from './session';

function Broken(): never {
  throw new Error('kapot');
}

const session = testSession;

function renderProtected(value: AuthSession) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/login" element={<h1>Inlogpagina</h1>} />
          <Route
            path="/dashboard"
            element={
              <ProtectedRoute>
                <h1>Geheim dashboard</h1>
              </ProtectedRoute>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('error fallback', () => {
  it('shows the Dutch fallback when a page fails to render', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeInTheDocument();
    expect(screen.getByText('Ververs de pagina of probeer het later opnieuw.')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('session', () => {
  it('useAuth outside its provider throws the specified message', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    log.mockRestore();
  });

  it('a protected route shows Loading... while the login state resolves', () => {
    renderProtected(session({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Geheim dashboard')).not.toBeInTheDocument();
  });

  it('a protected route sends a visitor to /login', () => {
    renderProtected(session({}));
    expect(screen.getByRole('heading', { name: 'Inlogpagina' })).toBeInTheDocument();
  });

  it('a protected route shows its page to a logged-in user', () => {
    renderProtected(session({ user: { uid: 'u1', email: 'a@b.nl' } }));
    expect(screen.getByRole('heading', { name: 'Geheim dashboard' })).toBeInTheDocument();
  });
});

describe('spinner', () => {
  it.each(['sm', 'md', 'lg'] as const)('size %s shows Laden...', (size) => {
    const { container } = render(<Spinner size={size} />);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(container.querySelector(`.spinner-${size}`)).not.toBeNull();
  });
});
