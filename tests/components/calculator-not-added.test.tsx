import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { AdviceResponse } from '@shared/schemas/calculator';
import type { Product } from '@shared/schemas/product';
import { AdvicePanel } from '@/features/calculator/components/advice-panel';
import { makeProduct } from '../fixtures/product';

const spec = (capacityKw: number) => ({
  type: 'lucht-water' as const,
  nominalKw: capacityKw,
  capacityKw,
  designCondition: 'A-10/W35',
  scop35: 4.8,
  energyLabel: 'A+++' as const,
  soundPowerDb: 55,
  warrantyYears: 7,
});

function line(product: Product) {
  return { product, quantity: 1, unitPrice: product.price, lineTotal: product.price, reason: '' };
}

function option(heatPump: Product, accessories: Product[]) {
  const lines = [heatPump, ...accessories].map(line);
  return {
    heatPump: line(heatPump),
    accessories: accessories.map(line),
    capacity: {
      watts: (heatPump.heatPump?.capacityKw ?? 0) * 1000,
      condition: 'A-10/W35',
      estimated: false,
    },
    totalCents: lines.reduce((sum, l) => sum + l.lineTotal, 0),
    isdeCents: 0,
  };
}

const small = makeProduct({
  id: 'wp-7',
  name: 'Pomp 7 kW',
  modelNumber: 'WP-7',
  inStock: false,
  heatPump: spec(7),
});
const large = makeProduct({
  id: 'wp-9',
  name: 'Pomp 9 kW',
  modelNumber: 'WP-9',
  heatPump: spec(9),
});
const cylinder = makeProduct({ id: 'boiler', name: 'Boilervat 200 l', modelNumber: 'BV-200' });
const feet = makeProduct({
  id: 'voeten',
  name: 'Trillingsdempers',
  modelNumber: 'TD-1',
  inStock: false,
});
const advice: AdviceResponse = {
  requiredW: 6900,
  options: [option(small, [cylinder, feet]), option(large, [cylinder])],
};

function Harness({ added, shown = advice }: { added: string[]; shown?: AdviceResponse }) {
  const [id, setId] = useState('wp-7');
  const selected = shown.options.find((o) => o.heatPump.product.id === id);
  return (
    <AdvicePanel
      advice={shown}
      input={defaultCalculatorInput()}
      selected={selected}
      onSelect={setId}
      onAdd={(product) => added.push(product.id)}
    />
  );
}

describe('Alles in winkelwagen drops nothing silently', () => {
  it('adds what is in stock, lists exactly what was not added and why, and offers the next unit in stock', async () => {
    const added: string[] = [];
    render(<Harness added={added} />);
    await userEvent.click(screen.getByRole('button', { name: 'Alles in winkelwagen' }));

    expect(added).toEqual(['boiler']);
    const region = screen.getByRole('status', { name: 'Niet toegevoegd' });
    expect(region).toHaveTextContent('omdat ze niet op voorraad zijn');
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['1 × Pomp 7 kW (WP-7)', '1 × Trillingsdempers (TD-1)']);
    expect(region).toHaveTextContent(
      'Het eerstvolgende passende toestel dat wel op voorraad is: Pomp 9 kW (9,0 kW bij A-10/W35)',
    );

    await userEvent.click(within(region).getByRole('button', { name: 'Kies Pomp 9 kW' }));
    expect(screen.queryByRole('status', { name: 'Niet toegevoegd' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pomp 9 kW/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Alles in winkelwagen' }));
    expect(added).toEqual(['boiler', 'wp-9', 'boiler']);
    expect(screen.queryByRole('status', { name: 'Niet toegevoegd' })).toBeNull();
  });

  it('puts an out-of-stock item that may be backordered in the cart as a backorder', async () => {
    const backorderedFeet = { ...feet, stockQuantity: 0, backorderable: true };
    const withBackorder: AdviceResponse = {
      requiredW: 6900,
      options: [option(small, [cylinder, backorderedFeet]), option(large, [cylinder])],
    };
    const added: string[] = [];
    render(<Harness added={added} shown={withBackorder} />);
    expect(screen.getByText(/Trillingsdempers/).closest('li')).toHaveTextContent('nalevering');
    await userEvent.click(screen.getByRole('button', { name: 'Alles in winkelwagen' }));

    expect(added).toEqual(['boiler', 'voeten']);
    const region = screen.getByRole('status', { name: 'Niet toegevoegd' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['1 × Pomp 7 kW (WP-7)']);
  });
});
