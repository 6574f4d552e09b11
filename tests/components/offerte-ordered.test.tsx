import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OfferteStatusBadge } from '@/features/offertes/components/offerte-status';

describe("an offerte's status", () => {
  it('reads Besteld once ordered, with a link to the order on its own page', () => {
    render(
      <MemoryRouter>
        <OfferteStatusBadge
          status="geaccepteerd"
          order={{ id: 'o1', number: 'WP-2026-000012' }}
          linkOrder
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Besteld')).toBeInTheDocument();
    expect(screen.queryByText('Geaccepteerd')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WP-2026-000012' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
  });

  it('stays Geaccepteerd until an order is placed from it', () => {
    render(<OfferteStatusBadge status="geaccepteerd" />);
    expect(screen.getByText('Geaccepteerd')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
