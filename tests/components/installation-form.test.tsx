import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallationForm } from '@/features/clients/components/installation-form';
import type { Installation } from '@shared/schemas/clients';
import { makeProduct } from '../fixtures/product';
import { withQueries } from './api-stub';

const pumps = [
  makeProduct({ id: 'nw-as9', name: 'Nordwärme AS9', modelNumber: 'AS9' }),
  makeProduct({ id: 'nw-aw8', name: 'Nordwärme AW8', modelNumber: 'AW8' }),
];

/** Answers the installable products, and keeps what is sent (refused: it goes nowhere). */
function stubInstallations() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' || init?.method === 'PUT') {
        sent.push({ method: init.method, url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ message: 'Niet nu.' }), { status: 409 });
      }
      return new Response(JSON.stringify({ items: pumps, total: pumps.length }));
    }),
  );
  return sent;
}

const installation: Installation = {
  id: 'i1',
  productId: 'nw-as9',
  productName: 'Nordwärme AS9',
  modelNumber: 'AS9',
  serialNumber: 'SN-1',
  installedOn: '2026-03-02',
  warrantyMonths: 60,
  warrantyEnd: '2031-03-02',
  nextMaintenance: '2027-03-02',
  maintenanceSoon: false,
  refrigerant: 'R32',
  chargeKg: 1.5,
  photos: [],
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('the installation form', () => {
  it('sends a new installation from a delivered order with its order, the charge typed the Dutch way', async () => {
    const sent = stubInstallations();
    render(
      withQueries(
        <InstallationForm
          clientId="c1"
          fromOrder={{
            orderId: 'o1',
            productId: 'nw-aw8',
            label: 'Nordwärme AW8 (AW8)',
            installedOn: '2026-11-20',
          }}
          onDone={() => undefined}
        />,
      ),
    );
    const product = screen.getByLabelText('Product');
    // Filled in from the order, and still chosen once the list of products arrives.
    expect(product).toHaveValue('nw-aw8');
    await screen.findByRole('option', { name: 'Nordwärme AS9 (AS9)' });
    expect(product).toHaveValue('nw-aw8');

    await userEvent.type(screen.getByLabelText('Serienummer'), 'SN-77');
    await userEvent.type(screen.getByLabelText('Koudemiddel (bij split-units)'), 'R32');
    await userEvent.type(screen.getByLabelText('Vulling in kg (bij split-units)'), '1,2');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: expect.stringMatching(/\/api\/clients\/c1\/installations$/),
      body: {
        productId: 'nw-aw8',
        serialNumber: 'SN-77',
        installedOn: '2026-11-20',
        refrigerant: 'R32',
        chargeKg: 1.2,
        orderId: 'o1',
      },
    });
  });

  it('corrects an installation: its product stays chosen, another can be picked', async () => {
    const sent = stubInstallations();
    render(
      withQueries(
        <InstallationForm clientId="c1" installation={installation} onDone={() => undefined} />,
      ),
    );
    const product = screen.getByLabelText('Product');
    await screen.findByRole('option', { name: 'Nordwärme AW8 (AW8)' });
    expect(product).toHaveValue('nw-as9');
    expect(screen.getByLabelText('Vulling in kg (bij split-units)')).toHaveValue('1,5');

    await userEvent.selectOptions(product, 'nw-aw8');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/\/installations\/i1$/),
      body: { productId: 'nw-aw8', serialNumber: 'SN-1', chargeKg: 1.5 },
    });
  });

  it("says at each field what the server's rules refuse, and sends nothing", async () => {
    const sent = stubInstallations();
    render(withQueries(<InstallationForm clientId="c1" onDone={() => undefined} />));
    await userEvent.type(screen.getByLabelText('Vulling in kg (bij split-units)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Kies een product.')).toBeVisible();
    expect(screen.getByLabelText('Product')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Serienummer')).toHaveAccessibleDescription(
      'Vul het serienummer in.',
    );
    expect(screen.getByLabelText('Vulling in kg (bij split-units)')).toHaveAccessibleDescription(
      'De vulling moet meer dan 0 kg zijn.',
    );
    expect(sent).toEqual([]);
  });
});
