import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, EmailAddresses } from '@/components/email-address';
import { ReceivedMailList } from '@/features/admin/components/mail-lists';
import { stubApi, withQueries } from './api-stub';

describe('an e-mail address', () => {
  it('keeps each part whole and may break only after the @ and the dots', () => {
    const { container } = render(<EmailAddress address="eigenaar-0f15f3ee@e2e.test" />);
    const address = container.querySelector('.email-address');
    expect(address?.textContent).toBe('eigenaar-0f15f3ee@e2e.test');
    expect(
      [...(address?.querySelectorAll(':scope > span') ?? [])].map((part) => part.textContent),
    ).toEqual(['eigenaar-0f15f3ee@', 'e2e.', 'test']);
    expect(address?.querySelectorAll('wbr')).toHaveLength(2);
  });

  it('leaves an address without @ or dots in one part', () => {
    const { container } = render(<EmailAddress address="beheer" />);
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
  });
});

describe('the addresses of a mail', () => {
  it('lays out each address of a list as the kit’s address, comma-separated', () => {
    const { container } = render(
      <EmailAddresses list="aad-1764270000000@example.nl, Jan <jan@voorbeeld.nl>" />,
    );
    expect(container.textContent).toBe('aad-1764270000000@example.nl, Jan <jan@voorbeeld.nl>');
    expect(
      [...container.querySelectorAll('.email-address')].map((address) => address.textContent),
    ).toEqual(['aad-1764270000000@example.nl', 'Jan <jan@voorbeeld.nl>']);
  });

  it('in the back-office list of sent mail, breaks an addressee only after @ and dots', async () => {
    const to = 'eigenaar-0f15f3ee@e2e.test';
    stubApi(() => ({
      items: [
        {
          id: 'm1',
          from: 'Warmteportaal <noreply@warmteportaal.nl>',
          to,
          subject: 'Bestelling ontvangen',
          attachments: [],
          receivedAt: '2026-11-27T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    }));
    render(withQueries(<ReceivedMailList onOpen={() => undefined} />));
    const row = (
      await screen.findByRole('button', { name: 'Bekijken: Bestelling ontvangen' })
    ).closest('tr');
    const address = row?.querySelector('.email-address');
    expect(address?.textContent).toBe(to);
    expect(address?.querySelectorAll('wbr')).toHaveLength(2);
  });
});
