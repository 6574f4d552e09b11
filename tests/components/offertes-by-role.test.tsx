import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OffertesPage } from '@/app/routes/offertes';
import type { UserProfile } from '@shared/schemas/profile';
import { stubApi } from './api-stub';
import { renderIn, signedIn } from './session';

function renderAs(companyRole: UserProfile['companyRole']) {
  stubApi((url) =>
    url.includes('/open') ? { totalOpenCents: 0, perClient: [] } : { items: [], nextCursor: null },
  );
  renderIn(signedIn('lid', 'lid@example.nl', { companyRole }), <OffertesPage />);
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
