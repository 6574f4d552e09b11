import { describe, expect, it } from 'vitest';
import {
  checkEmitters,
  lowestCoveringFlow,
  nominalOutputW,
  outputAt,
} from '@shared/calculator/emitters';

describe('emitters (EN 442, n = 1,3)', () => {
  it("follows a manufacturer's table at 75/65/20 and 55/45/20 within 3 %", () => {
    // Hudson Reed HX305 Colosseum Triple Radiator 600 × 786 mm, technical data sheet
    // (cdn.shopify.com/s/files/1/2780/7696/files/nuie-hx305.pdf): 981 W at ΔT50 (75/65/20)
    // and 517 W at ΔT30 (55/45/20).
    const nominal = 981;
    expect(outputAt(nominal, 75, 65, 20)).toBeCloseTo(981, 6);
    const at55 = outputAt(nominal, 55, 45, 20);
    expect(Math.abs(at55 - 517) / 517).toBeLessThan(0.03);
  });

  it('anchors the nominal table on Kermi type 22, 605 × 1005 mm: 1.557 W', () => {
    expect(nominalOutputW('22', 605, 1005)).toBeCloseTo(1557, 0);
    expect(nominalOutputW('11', 605, 1005)).toBeLessThan(nominalOutputW('21', 605, 1005));
    expect(nominalOutputW('33', 605, 1005)).toBeGreaterThan(1557);
    expect(nominalOutputW('22', 0, 1000)).toBe(0);
  });

  it('flags the rooms that fall short with the watts missing, and the lowest flow that covers all', () => {
    const rooms = [
      { name: 'Woonkamer', heatLossW: 2500, temperature: 22, nominalW: 3000 },
      { name: 'Slaapkamer', heatLossW: 600, temperature: 20, nominalW: 1500 },
    ];
    const [living, bedroom] = checkEmitters(rooms, 55);
    // 3.000 × ((55 + 45) / 2 − 22) / 50)^1,3 = 3.000 × 0,56^1,3 = 1.411 W.
    expect(living?.outputW).toBe(Math.round(3000 * (28 / 50) ** 1.3));
    expect(living?.shortW).toBe(Math.ceil(2500 - 3000 * (28 / 50) ** 1.3));
    expect(bedroom?.shortW).toBe(0);
    const lowest = lowestCoveringFlow(rooms);
    expect(lowest).not.toBeNull();
    expect(checkEmitters(rooms, lowest ?? 0).every((r) => r.shortW === 0)).toBe(true);
    expect(checkEmitters(rooms, (lowest ?? 0) - 1).some((r) => r.shortW > 0)).toBe(true);
    expect(
      lowestCoveringFlow([{ name: 'x', heatLossW: 5000, temperature: 20, nominalW: 100 }]),
    ).toBeNull();
  });
});
