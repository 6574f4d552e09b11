import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseCheckoutDraft, pointsOf } from '@/features/orders/checkout-draft';
import { parseQuantity, QuantityInput } from '@/components/quantity-input';
import { createDraftStorage } from '@/lib/draft-storage';

describe('checkout draft storage', () => {
  const drafts = () => createDraftStorage('afrekenen', parseCheckoutDraft, localStorage);
  const draft = {
    delivery: 'afhalen' as const,
    address: '',
    reference: 'Project Zeist',
    notes: 'Graag voor 10 uur',
    points: '300',
    clientId: '',
    clientName: '',
  };

  it('keeps a draft per user until it is cleared', () => {
    drafts().save('sanne', draft);
    expect(drafts().load('sanne')).toEqual(draft);
    expect(drafts().load('joris')).toBeNull();
    drafts().clear('sanne');
    expect(drafts().load('sanne')).toBeNull();
  });

  it('reads a damaged draft as no draft, and empties odd fields', () => {
    localStorage.setItem('warmteportaal-concept:afrekenen:sanne', '{kapot');
    expect(drafts().load('sanne')).toBeNull();
    expect(parseCheckoutDraft([1])).toBeNull();
    expect(
      parseCheckoutDraft({ delivery: 'raket', points: '1e9', notes: 5, clientId: '../x' }),
    ).toEqual({
      delivery: 'bezorgen',
      address: '',
      reference: '',
      notes: '',
      points: '',
      clientId: '',
      clientName: '',
    });
  });

  it('reads typed points, an empty field as none', () => {
    expect(pointsOf('')).toBe(0);
    expect(pointsOf('300')).toBe(300);
    expect(pointsOf('abc')).toBe(0);
  });
});

function Quantity({ initial = 5 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityInput aria-label="Aantal" value={value} onCommit={setValue} />
      <p>vastgelegd: {value}</p>
    </>
  );
}

describe('QuantityInput', () => {
  it('may be empty while typing and commits on Enter: clearing and typing 3 gives 3', async () => {
    render(<Quantity />);
    const input = screen.getByLabelText('Aantal');
    await userEvent.clear(input);
    expect(input).toHaveValue(null);
    expect(screen.getByText('vastgelegd: 5')).toBeInTheDocument();
    await userEvent.type(input, '3{Enter}');
    expect(screen.getByText('vastgelegd: 3')).toBeInTheDocument();
    expect(input).toHaveValue(3);
  });

  it('commits on blur, and goes back to the last quantity when left empty or zero', async () => {
    render(<Quantity />);
    const input = screen.getByLabelText('Aantal');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue(5);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue(5);
    expect(screen.getByText('vastgelegd: 5')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12000');
    await userEvent.tab();
    expect(screen.getByText('vastgelegd: 999')).toBeInTheDocument();
  });

  it('parses whole numbers from 1 to 999 only', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('5000')).toBe(999);
  });
});
