import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompanyDetails } from '@/features/company/components/company-details';
import { MailRouting } from '@/features/company/components/mail-routing';
import { DEFAULT_MAIL_ROUTING } from '@shared/domain/mail-routing';
import type { CompanyRecord } from '@shared/schemas/company';
import { companyRecord } from '../fixtures/company-record';
import { stubApi, withQueries } from './api-stub';

function record(mayEdit: boolean): CompanyRecord {
  return companyRecord({
    id: 'bedrijf-eva',
    name: 'Eva Warmte',
    legalName: 'Eva Warmte Installaties B.V.',
    kvkNumber: '61234567',
    btwId: 'NL004495445B01',
    deliveryAddresses: [
      { label: 'Magazijn', street: 'Kade 1', postcode: '1234 AB', city: 'Ergens' },
    ],
    mayEdit,
  });
}

describe('the firm’s details on /bedrijf', () => {
  it('shows the record under its headings; an eigenaar saves the billing e-mail, a bad KvK is refused in Dutch', async () => {
    stubApi(() => ({ ...record(true), billingEmail: 'boekhouding@eva.test' }));
    render(withQueries(<CompanyDetails company={record(true)} />));
    for (const name of ['Bedrijfsgegevens', 'Factuuradres', 'Afleveradressen'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Statutaire naam' })).toHaveValue(
      'Eva Warmte Installaties B.V.',
    );
    expect(screen.getByRole('textbox', { name: 'Handelsnaam' })).toHaveValue('Eva Warmte');
    expect(screen.getByText(/Magazijn: Kade 1/)).toBeInTheDocument();
    const invoiceAddress = screen.getByRole('group', { name: 'Factuuradres' });
    expect(within(invoiceAddress).getByRole('textbox', { name: 'Postcode' })).toHaveValue(
      '1011 AB',
    );

    const kvk = screen.getByRole('textbox', { name: 'KvK-nummer' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Een KvK-nummer bestaat uit precies 8 cijfers.'),
    ).toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();

    await userEvent.clear(kvk);
    await userEvent.type(kvk, '61234567');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Factuur-e-mailadres' }),
      'boekhouding@eva.test',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'NL91 ABNA 0417 1643 00');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/company');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      kvkNumber: '61234567',
      billingEmail: 'boekhouding@eva.test',
      iban: 'NL91ABNA0417164300',
      visitingAddress: null,
      invoiceAddress: { postcode: '1011 AB', country: 'NL' },
    });
  });

  it('lets a monteur read but not change the record', () => {
    stubApi(() => ({}));
    render(withQueries(<CompanyDetails company={record(false)} />));
    expect(screen.getByRole('textbox', { name: 'Statutaire naam' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.getByText(/Alleen de eigenaar of inkoper/)).toBeInTheDocument();
  });
});

describe('who gets which e-mail, on /bedrijf', () => {
  it('shows the firm’s choice; the eigenaar changes it and cannot leave a kind to nobody', async () => {
    stubApi(() => ({
      ...record(true),
      mailRouting: { ...DEFAULT_MAIL_ROUTING, facturen: ['factuuradres', 'inkoper'] },
    }));
    render(withQueries(<MailRouting routing={DEFAULT_MAIL_ROUTING} mayEdit />));
    const invoices = screen.getByRole('group', { name: 'Facturen en creditfacturen' });
    expect(
      within(invoices).getByRole('checkbox', { name: 'Het factuur-e-mailadres' }),
    ).toBeChecked();
    const approvals = screen.getByRole('group', { name: 'Verzoeken om goedkeuring' });
    for (const box of within(approvals).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'E-mailkeuze opslaan' }));
    expect(
      await within(approvals).findByText('Kies wie verzoeken om goedkeuring krijgt.'),
    ).toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    await userEvent.click(within(approvals).getByRole('checkbox', { name: 'Inkopers' }));
    await userEvent.click(within(invoices).getByRole('checkbox', { name: 'Inkopers' }));
    await userEvent.click(screen.getByRole('button', { name: 'E-mailkeuze opslaan' }));
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/company/mail');
    expect(JSON.parse(String(init?.body))).toEqual({
      bestellingen: ['besteller'],
      goedkeuringen: ['inkoper'],
      facturen: ['factuuradres', 'inkoper'],
    });
  });

  it('is read-only for anyone but an eigenaar', () => {
    render(withQueries(<MailRouting routing={DEFAULT_MAIL_ROUTING} mayEdit={false} />));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'E-mailkeuze opslaan' })).not.toBeInTheDocument();
  });
});
