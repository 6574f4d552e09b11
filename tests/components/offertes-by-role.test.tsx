import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OffertesPage } from '@/app/routes/offertes';
import { AuthContext } from '@/lib/auth-context';
import type { UserProfile } from '@shared/schemas/profile';
import { stubApi, withQueries } from './api-stub';
import { testSession } from './session';

function renderAs(companyRole: UserProfile['companyRole']) {
  stubApi((url) =>
    url.includes('/open') ? { totalOpenCents: 0, perClient: [] } : { items: [], nextCursor: null },
  );
  const session = testSession({
    user: { uid: 'lid', email: 'lid@example.nl' },
    profile: { email: 'lid@example.nl', companyRole } as UserProfile,
  });
  render(
    withQueries(
      <AuthContext.Provider value={session}>
        <MemoryRouter>
          <OffertesPage />
        </MemoryRouter>
      </AuthContext.Provider>,
    ),
  );
}

describe('Offertes by role', () => {
  it('offers `Nieuwe offerte` to the eigenaar', async () => {
    renderAs('eigenaar');
    expect(await screen.findByRole('button', { name: 'Nieuwe offerte' })).toBeVisible();
  });

  it('shows a monteur no button the server would refuse', async () => {
    renderAs('monteur');
    await screen.findByRole('heading', { name: 'Offertes' });
    expect(screen.queryByRole('button', { name: 'Nieuwe offerte' })).toBeNull();
  });
});
