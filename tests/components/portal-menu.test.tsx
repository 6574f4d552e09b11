import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '@shared/domain/company';
import { SiteHeader } from '@/app/layout/site-header';
import { CartProvider } from '@/features/cart/cart-provider';
import { AuthContext } from '@/lib/auth-context';
import { stubApi } from './api-stub';
import { signedIn } from './session';

function renderMenu(companyRole: CompanyRole | undefined) {
  const session = signedIn('u1', 'a@b.nl', companyRole ? { companyRole } : {});
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={session}>
        <CartProvider owner="u1" storage={{ load: async () => null, save: async () => undefined }}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <SiteHeader />
          </MemoryRouter>
        </CartProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole('navigation', { name: /portaal/i });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim() ?? '');
}

describe('the portal menu follows the company role', () => {
  it('offers a monteur no offertes, invoices or approvals, which the server would refuse', () => {
    const links = renderMenu('monteur');
    expect(links).toContain('Klanten');
    expect(links).toContain('Snel bestellen');
    expect(links).not.toContain('Offertes');
    expect(links).not.toContain('Facturen');
    expect(links).not.toContain('Goedkeuren');
  });

  it('offers an inkoper offertes and approvals', () => {
    const links = renderMenu('inkoper');
    expect(links).toEqual(expect.arrayContaining(['Offertes', 'Facturen', 'Goedkeuren']));
  });

  it('names the orders waiting for approval in the menu item, as Goedkeuren (2)', async () => {
    const asked = stubApi((url) =>
      url.endsWith('/api/approvals/aantal') ? { waiting: 2 } : { accepted: 0 },
    );
    renderMenu('inkoper');
    const nav = screen.getByRole('navigation', { name: 'Mijn portaal' });
    expect(await within(nav).findByRole('link', { name: 'Goedkeuren (2)' })).toHaveAttribute(
      'href',
      '/goedkeuren',
    );
    expect(asked).toContain('/api/approvals/aantal');
  });
});
