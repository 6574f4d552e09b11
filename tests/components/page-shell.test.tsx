import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomeownerLayout } from '@/app/layout/homeowner-layout';

describe('the page shell', () => {
  it('puts the skip link first, pointing at the main region that holds the page', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/offerte/abc']}>
        <Routes>
          <Route element={<HomeownerLayout />}>
            <Route path="/offerte/:token" element={<h1>Uw offerte</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(container.querySelector('a, button, input')).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main.id).toBe('inhoud');
    expect(await screen.findByRole('heading', { name: 'Uw offerte' })).toBeVisible();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Uw offerte' }));
  });
});
