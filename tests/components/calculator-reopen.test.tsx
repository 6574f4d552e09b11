import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import { useCalculator } from '@/features/calculator/hooks/use-calculator';
import { twoRooms } from '../fixtures/two-rooms';

describe('a saved calculation reopened', () => {
  it('puts each radiator back on its room and saves it again unchanged', () => {
    const radiators = [{ room: 1, type: '22' as const, heightMm: 600, lengthMm: 1000 }];
    const { result } = renderHook(() => useCalculator());
    act(() =>
      result.current.open({
        id: 'b1',
        name: 'Dorpsstraat 1',
        input: {
          ...defaultCalculatorInput(),
          method: 'vertrek',
          rooms: twoRooms,
          radiators,
          heatLossW: 1243,
        },
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
      }),
    );
    const [living, hall] = result.current.state.rooms.rooms;
    expect(living?.radiator).toBeUndefined();
    expect(hall?.radiator).toEqual({ type: '22', heightMm: 600, lengthMm: 1000 });
    expect(result.current.input.radiators).toEqual(radiators);
  });

  it("is made out to the linked client again: the offerte's name comes back", () => {
    const { result } = renderHook(() => useCalculator());
    act(() =>
      result.current.open({
        id: 'b2',
        name: 'Lindelaan 14',
        clientId: 'c1',
        clientName: 'Familie Jansen',
        input: { ...defaultCalculatorInput(), heatLossW: 6000 },
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
      }),
    );
    expect(result.current.state.customerName).toBe('Familie Jansen');
  });
});
