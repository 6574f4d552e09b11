import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientSelect } from '@/features/clients/components/client-select';
import { stubApi, withQueries } from './api-stub';

const client = (n: number, city = 'Tilburg') => ({
  id: `k${n}`,
  name: `Klant ${n}`,
  address: 'Straat 1',
  postcode: '5000 AA',
  city,
  email: '',
  phone: '',
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  maintenanceSoon: false,
});

function Checkout() {
  const [chosen, setChosen] = useState({ id: '', name: '' });
  return (
    <>
      <ClientSelect
        value={chosen.id}
        selectedName={chosen.name}
        onChange={(id, name) => setChosen({ id, name })}
      />
      <output>{chosen.id || 'geen'}</output>
    </>
  );
}

describe('the client select at checkout', () => {
  it('finds a client beyond the first page by searching on the server, and keeps the choice', async () => {
    const asked = stubApi((_url, params) =>
      params.get('q')
        ? { items: [client(77, 'Oisterwijk')], nextCursor: null }
        : params.get('cursor')
          ? { items: [client(51)], nextCursor: null }
          : { items: [client(1), client(2)], nextCursor: 'c1' },
    );
    render(withQueries(<Checkout />));
    const select = screen.getByRole('combobox', { name: 'Klant' });
    expect(await screen.findByRole('option', { name: 'Klant 2, Tilburg' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Meer klanten laden' }));
    expect(await screen.findByRole('option', { name: 'Klant 51, Tilburg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer klanten laden' })).not.toBeInTheDocument();

    await userEvent.selectOptions(select, 'Klant 2, Tilburg');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Klant zoeken' }), 'oister');
    expect(await screen.findByRole('option', { name: 'Klant 77, Oisterwijk' })).toBeInTheDocument();
    // The chosen client stays chosen (and listed) while the search shows others.
    expect(select).toHaveValue('k2');
    expect(screen.getByRole('option', { name: 'Klant 2' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Klant 77, Oisterwijk');
    expect(screen.getByRole('status')).toHaveTextContent('k77');
    expect(asked.some((url) => url.includes('q=oister'))).toBe(true);
  });
});
