import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostsPanel } from '@/features/calculator/components/costs-panel';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { seedCatalogue } from '../../src-server/seed/catalogue';

const spec = seedCatalogue().find((product) => product.heatPump)?.heatPump;

function panel(patch: Partial<CalculatorInput>) {
  if (!spec) throw new Error('De demo-catalogus heeft geen warmtepomp.');
  const input: CalculatorInput = {
    ...defaultCalculatorInput(),
    method: 'snel',
    heatLossW: 6_000,
    quick: { dwellingType: 'tussenwoning', period: '1965-1974', area: 120 },
    ...patch,
  };
  return render(<CostsPanel input={input} spec={spec} onChange={() => undefined} />);
}

describe('the running costs without a gas figure (issue 36)', () => {
  it('says the gas use is an estimate and names its source, CBS StatLine 81528NED', () => {
    panel({});
    const note = screen.getByText(/^Schatting uit landelijke gemiddelden/);
    // Tussenwoning 1.170 m³ × 1,06 (1965–1974).
    expect(note).toHaveTextContent('1.240 m³ gas per jaar');
    expect(note).toHaveTextContent('CBS StatLine 81528NED');
  });

  it('names no estimate once the real gas use is given', () => {
    panel({ gas: { yearlyGasM3: 1500, occupants: 4 } });
    expect(screen.queryByText(/^Schatting uit landelijke gemiddelden/)).toBeNull();
    expect(screen.getByText(/opgegeven gasverbruik van 1\.500 m³/)).toBeInTheDocument();
  });
});
