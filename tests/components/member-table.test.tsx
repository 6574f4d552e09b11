import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberTable } from '@/features/company/components/member-table';

describe('the colleagues table', () => {
  it('shows a member without a name once by e-mail, with "Nog geen naam" as the name', () => {
    render(
      <MemberTable
        manage={false}
        members={[
          { id: 'u1', name: 'Ans de Vries', email: 'ans@devries.nl', companyRole: 'eigenaar' },
          { id: 'u2', name: 'piet@devries.nl', email: 'piet@devries.nl', companyRole: 'monteur' },
        ]}
      />,
    );
    const [, ans, piet] = within(screen.getByRole('table')).getAllByRole('row');
    expect(ans).toHaveTextContent('Ans de Vries');
    expect(piet).toHaveTextContent('Nog geen naam');
    expect(piet?.textContent?.split('piet@devries.nl')).toHaveLength(2);
  });
});
