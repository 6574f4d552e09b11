import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderInvoices } from '@/features/admin/components/order-invoices';
import { adminOrder } from '../fixtures/admin-order';
import { json, stubWrites, withQueries } from './api-stub';

/** Answers the order's invoices with none, and keeps each return sent (refused, it goes nowhere). */
function stubReturns() {
  return stubWrites(
    () => json(409, { message: 'Niet nu.' }),
    () => ({ items: [] }),
  );
}

async function openReturn() {
  render(withQueries(<OrderInvoices order={adminOrder({ status: 'geleverd' })} />));
  await userEvent.click(await screen.findByRole('button', { name: 'Retour registreren' }));
  await userEvent.type(screen.getByLabelText('Reden'), 'Verkeerd besteld');
}

describe('Retour registreren', () => {
  it('sends the lines with a quantity, by their place in the order, and the reason', async () => {
    const sent = stubReturns();
    await openReturn();
    await userEvent.type(screen.getByLabelText('Aantal retour: Product kl (geleverd 3)'), ' 2 ');
    await userEvent.click(screen.getByRole('button', { name: 'Creditfactuur maken' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ lines: [{ lineIndex: 1, quantity: 2 }], reason: 'Verkeerd besteld' });
  });

  it('refuses a quantity that is no whole number at its line, and sends nothing', async () => {
    const sent = stubReturns();
    await openReturn();
    const field = screen.getByLabelText('Aantal retour: Product wp (geleverd 5)');
    await userEvent.type(field, '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Creditfactuur maken' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Vul per regel een heel aantal in.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks for a quantity on at least one line', async () => {
    const sent = stubReturns();
    await openReturn();
    await userEvent.click(screen.getByRole('button', { name: 'Creditfactuur maken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul bij minstens één regel een aantal in.',
    );
    expect(sent).toEqual([]);
  });
});
