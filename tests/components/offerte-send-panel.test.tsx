import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SendPanel } from '@/features/offertes/components/send-panel';
import type { Offerte } from '@shared/schemas/offerte';
import { withQueries } from './api-stub';

const sent: Offerte = {
  id: 'off-1',
  number: 'OFF-2026-00007',
  version: 1,
  status: 'verstuurd',
  title: '',
  clientTitle: 'Uw warmtepomp',
  clientName: 'Familie Bos',
  clientAddress: 'Dorpsstraat 1, 1234 AB Ergens',
  clientEmail: 'bos@example.nl',
  lines: [],
  discountPercent: 0,
  totals: { totalExclVatCents: 0, vat: [], totalVatCents: 0, totalInclVatCents: 0 },
  summary: '',
  validUntil: '2099-12-31',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
  linkActive: true,
  history: [],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('the offerte’s Versturen panel', () => {
  it('holds each button while its request runs, shows the new link, and drops it when revoked', async () => {
    const user = userEvent.setup();
    let answerSend: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/versturen')) {
          await new Promise<void>((resolve) => (answerSend = resolve));
          return json({ offerte: sent, link: '/offerte/geheim-token' });
        }
        return json({ ...sent, linkActive: false });
      }),
    );
    render(withQueries(<SendPanel offerte={sent} />));

    const send = screen.getByRole('button', { name: 'Versturen' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Link intrekken' })).toBeEnabled();
    answerSend?.();
    const link = await screen.findByTestId('offerte-link');
    expect(link).toHaveTextContent(`${window.location.origin}/offerte/geheim-token`);
    expect(send).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Link intrekken' }));
    await vi.waitFor(() => expect(screen.queryByTestId('offerte-link')).toBeNull());
  });

  it('offers no Versturen and no revoking once the client answered', () => {
    render(withQueries(<SendPanel offerte={{ ...sent, status: 'geaccepteerd' }} />));
    expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link intrekken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Offerte (pdf)' })).toBeEnabled();
  });
});
