import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CompanyList } from '@/features/admin/components/company-list';
import { companyRecord } from '../fixtures/company-record';
import { stubApi, withQueries } from './api-stub';

function company(discount?: number, phone = '') {
  const { mayEdit: _mayEdit, ...record } = companyRecord({
    id: 'bedrijf-u1',
    name: 'Bosrand BV',
    legalName: 'Bosrand Installaties B.V.',
    kvkNumber: '12345678',
    btwId: 'NL123456789B01',
    billingEmail: 'boekhouding@bosrand.nl',
    phone,
  });
  return {
    ...record,
    ...(discount === undefined ? {} : { discount }),
    members: [
      {
        id: 'u1',
        name: 'Bram Bosrand',
        email: 'bram@example.nl',
        companyRole: 'eigenaar',
        removed: false,
      },
      {
        id: 'u2',
        name: 'Mo Monteur',
        email: 'mo@example.nl',
        companyRole: 'monteur',
        removed: false,
      },
    ],
  };
}

function renderList(at = '/beheer/bedrijven') {
  render(
    withQueries(
      <MemoryRouter initialEntries={[at]}>
        <CompanyList />
      </MemoryRouter>,
    ),
  );
}

/** The method and JSON body of the request the renderer sent to `url`. */
function sent(url: string) {
  const call = vi.mocked(fetch).mock.calls.find(([asked]) => asked === url);
  const init = call?.[1];
  return { method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
}

describe('the back-office companies', () => {
  it('lists each company with its KvK, members and discount', async () => {
    const asked = stubApi(() => ({ items: [company(5)], nextCursor: null }));
    renderList();
    const card = await screen.findByRole('region', { name: 'Bosrand BV' });
    expect(within(card).getByText('12345678')).toBeInTheDocument();
    expect(within(card).getByText('5%')).toBeInTheDocument();
    const members = within(card).getByRole('table', { name: 'Leden van Bosrand BV' });
    expect(within(members).getByText('Mo Monteur')).toBeInTheDocument();
    expect(members).toHaveTextContent('mo@example.nl');
    expect(within(members).getByText('Monteur')).toBeInTheDocument();
    expect(within(members).getByText('Eigenaar')).toBeInTheDocument();
    expect(asked).toEqual(['/api/admin/companies']);
  });

  it('writes the phone as a Dutch number', async () => {
    stubApi(() => ({ items: [company(5, '+31612340000')], nextCursor: null }));
    renderList();
    const card = await screen.findByRole('region', { name: 'Bosrand BV' });
    expect(within(card).getByText('06 12 34 00 00')).toBeInTheDocument();
    expect(within(card).queryByText('+31612340000')).toBeNull();
  });

  it('shows the full record, links to the company’s invoices, and searches on the server', async () => {
    const asked = stubApi(() => ({ items: [company()], nextCursor: null }));
    renderList('/beheer/bedrijven?q=12345678');
    const card = await screen.findByRole('region', { name: 'Bosrand BV' });
    expect(within(card).getByText('Bosrand Installaties B.V.')).toBeInTheDocument();
    expect(within(card).getByText('Postbus 12, 1011 AB Amsterdam')).toBeInTheDocument();
    // The address is split at @ and dots (EmailAddress), so it is read as the fact's whole text.
    expect(card).toHaveTextContent('Factuur-e-mailadresboekhouding@bosrand.nl');
    expect(
      within(card).getByRole('link', { name: 'Facturen en openstaande posten van Bosrand BV' }),
    ).toHaveAttribute('href', '/beheer/facturen?bedrijf=bedrijf-u1');
    expect(asked).toEqual(['/api/admin/companies?q=12345678']);
    const search = screen.getByRole('searchbox', { name: 'Zoeken' });
    await userEvent.clear(search);
    await userEvent.type(search, 'NL123456789B01{Enter}');
    await screen.findByRole('region', { name: 'Bosrand BV' });
    expect(asked.at(-1)).toBe('/api/admin/companies?q=NL123456789B01');
  });

  it('saves the discount and shows the new one; refuses a discount out of range in Dutch', async () => {
    let discount: number | undefined;
    const asked = stubApi((url) => {
      if (url.endsWith('/discount')) discount = 12.5;
      return url.endsWith('/discount')
        ? company(12.5)
        : { items: [company(discount)], nextCursor: null };
    });
    renderList();
    const card = await screen.findByRole('region', { name: 'Bosrand BV' });
    const field = within(card).getByRole('textbox', { name: 'Korting (%)' });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Korting opslaan' }));
    expect(await within(card).findByText(/De korting is 0% tot en met 100%/)).toBeInTheDocument();
    expect(asked).not.toContain('/api/admin/companies/bedrijf-u1/discount');

    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    await userEvent.click(within(card).getByRole('button', { name: 'Korting opslaan' }));
    expect(await within(card).findByText('12,5%')).toBeInTheDocument();
    expect(sent('/api/admin/companies/bedrijf-u1/discount')).toEqual({
      method: 'PATCH',
      body: { discount: 12.5 },
    });
  });

  it('shows the server’s Dutch reason when a move is refused', async () => {
    const refusal =
      'Deze gebruiker is de laatste eigenaar van zijn bedrijf. Maak eerst een collega eigenaar.';
    stubApi((url) =>
      url.endsWith('/members')
        ? new Response(JSON.stringify({ error: { code: 'laatste_eigenaar', message: refusal } }), {
            status: 409,
          })
        : { items: [company()], nextCursor: null },
    );
    renderList();
    const card = await screen.findByRole('region', { name: 'Bosrand BV' });
    expect(within(card).getByText('Niet ingesteld')).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Gebruikers-id' }), 'u9');
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Rol' }), 'Inkoper');
    await userEvent.click(within(card).getByRole('button', { name: 'Verplaatsen' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent('/api/admin/companies/bedrijf-u1/members')).toEqual({
      method: 'POST',
      body: { userId: 'u9', companyRole: 'inkoper' },
    });
  });
});
