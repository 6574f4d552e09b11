import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from '@/components/email-address';

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
