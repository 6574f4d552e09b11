import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { loadedQueryClient } from '@/lib/lazy-queries';
import type { PublicOfferte } from '@shared/schemas/offerte';
import { stubApi, withQueries } from './api-stub';

const TOKEN = 'a'.repeat(43);

function offerte(over: Partial<PublicOfferte> = {}): PublicOfferte {
  return {
    number: 'OFF-2026-00007',
    version: 1,
    state: 'open',
    title: 'Levering en installatie Noordwind Aquaris monoblock 8 kW',
    installer: {
      name: 'De Vries Installatietechniek',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      kvkNumber: '12345678',
      btwId: 'NL004495445B01',
      iban: 'NL91ABNA0417164300',
      phone: '+31301234567',
      email: 'info@devries.example',
      website: 'www.devries.example',
    },
    client: { name: 'Familie Bakker', address: 'Esdoornlaan 7, 3524 AB Utrecht' },
    lines: [
      {
        description: 'Warmtepomp',
        quantity: 1,
        vatRate: 21,
        unitInclVatCents: 121_00,
        totalInclVatCents: 121_00,
      },
    ],
    totals: {
      totalExclVatCents: 100_00,
      vat: [{ rate: 21, base: 100_00, amount: 21_00 }],
      totalVatCents: 21_00,
      totalInclVatCents: 121_00,
    },
    summary: '',
    terms: 'Betaling binnen 14 dagen na oplevering.',
    date: '2026-11-20T10:00:00.000Z',
    validUntil: '2026-12-20',
    ...over,
  };
}

async function open(answer: PublicOfferte) {
  const asked = stubApi(() => answer);
  const router = createMemoryRouter(routes, { initialEntries: [`/offerte/${TOKEN}`] });
  render(withQueries(<RouterProvider router={router} />));
  const heading = await screen.findByRole('heading', { level: 1 });
  return { heading, asked };
}

describe("the homeowner's offerte page", () => {
  // The page loads with the app's own query client: each test starts without its answers.
  afterEach(() => loadedQueryClient()?.clear());

  it("is the installer's page: their name first, none of the portal's navigation", async () => {
    const { heading: first } = await open(offerte());
    expect(first).toHaveTextContent('De Vries Installatietechniek');
    expect(screen.getAllByRole('heading')[0]).toBe(first);
    for (const name of ['Inloggen', 'Dealer worden', 'Catalogus']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText(/exclusief btw/i)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Offerte OFF-2026-00007' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Akkoord' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Afwijzen' })).toBeVisible();
    expect(document.title).toBe('Offerte OFF-2026-00007 – De Vries Installatietechniek');
  });

  it('explains the 14-day right of withdrawal and offers the model form to send', async () => {
    await open(offerte());
    const section = screen.getByRole('region', { name: 'Herroepingsrecht' });
    expect(section).toHaveTextContent('14 dagen');
    const mail = within(section).getByRole('link', { name: 'Herroeping per e-mail versturen' });
    const href = decodeURIComponent(mail.getAttribute('href') ?? '');
    expect(href).toMatch(
      /^mailto:info@devries\.example\?subject=Herroeping offerte OFF-2026-00007/,
    );
    expect(href).toContain('overeenkomst betreffende offerte OFF-2026-00007 herroep');
  });

  it('names the last day to withdraw once accepted', async () => {
    await open(
      offerte({
        state: 'geaccepteerd',
        acceptedBy: 'Eva Bakker',
        answeredAt: '2026-11-27T22:30:00.000Z',
      }),
    );
    const section = screen.getByRole('region', { name: 'Herroepingsrecht' });
    // Accepted on 27 November at 23:30 Dutch time: fourteen days after that Dutch day.
    expect(section).toHaveTextContent('Herroepen kan tot en met 11 december 2026');
    expect(screen.queryByRole('button', { name: 'Akkoord' })).toBeNull();
  });

  it.each([
    ['open, with an ISDE estimate', { isdeEstimateCents: 2_350_00 }],
    ['accepted', { state: 'geaccepteerd', acceptedBy: 'Eva', answeredAt: '2026-11-27T10:00:00Z' }],
  ] as const)('addresses the homeowner with "u", never "je" (%s)', async (_case, over) => {
    await open(offerte(over));
    const text = document.body.textContent ?? '';
    expect(/\b(je|jij|jouw|jou|jullie)\b/i.exec(text)?.[0]).toBeUndefined();
    expect(text).toContain('Geeft u als consument online akkoord');
  });

  it('sends no answer without a name or the tick, and says at each what is missing', async () => {
    const { asked } = await open(offerte());
    const user = userEvent.setup();
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Akkoord' }));
    expect(await screen.findByRole('textbox', { name: 'Naam' })).toHaveAccessibleDescription(
      'Vul uw naam in.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vink aan dat u akkoord gaat met de offerte en de voorwaarden.',
    );
    expect(asked).toHaveLength(before);
  });
});
