import { useCallback, useState } from 'react';
import { fromGasUse, quickEstimate } from '@shared/calculator/estimates';
import { heatLoss } from '@shared/calculator/heat-loss';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { Calculation, CalculatorInput, HeatLossResponse } from '@shared/schemas/calculator';
import {
  fromHeatLossRequest,
  newRoomsDraft,
  toHeatLossRequest,
  type RoomsDraft,
} from '../rooms-draft';

export type Method = CalculatorInput['method'];
type Quick = NonNullable<CalculatorInput['quick']>;
type Gas = NonNullable<CalculatorInput['gas']>;

export interface HeatLossOutcome {
  method: Method;
  watts: number;
  basis: string;
  interpolated: boolean;
  rooms?: HeatLossResponse;
}

export interface CalculatorState {
  id?: string;
  name: string;
  clientId?: string;
  customerName: string;
  input: CalculatorInput;
  quick: Quick;
  gas: Gas;
  rooms: RoomsDraft;
  outcome: HeatLossOutcome | null;
}

export const ROOMS_BASIS = 'Per vertrek berekend: EN 12831-1 vereenvoudigd (ISSO 51-familie)';

const DEFAULT_QUICK: Quick = { dwellingType: 'tussenwoning', period: '1965-1974', area: 120 };
const DEFAULT_GAS: Gas = { yearlyGasM3: 1500, occupants: 4 };

function fresh(): CalculatorState {
  return {
    name: '',
    customerName: '',
    input: defaultCalculatorInput(),
    quick: DEFAULT_QUICK,
    gas: DEFAULT_GAS,
    rooms: newRoomsDraft(DEFAULT_QUICK.period),
    outcome: null,
  };
}

function outcomeOf(saved: CalculatorInput): HeatLossOutcome | null {
  if (saved.heatLossW <= 0) return null;
  if (saved.method === 'snel' && saved.quick) {
    const estimate = quickEstimate(saved.quick.dwellingType, saved.quick.period, saved.quick.area);
    return { method: 'snel', ...estimate };
  }
  if (saved.method === 'gas' && saved.gas) {
    return { method: 'gas', ...fromGasUse(saved.gas.yearlyGasM3, saved.gas.occupants) };
  }
  return {
    method: saved.method,
    watts: saved.heatLossW,
    basis: ROOMS_BASIS,
    interpolated: false,
    ...(saved.rooms ? { rooms: heatLoss(saved.rooms) } : {}),
  };
}

/** The whole calculator on one page: inputs of the three methods, the outcome, the options. */
export function useCalculator() {
  const [state, setState] = useState<CalculatorState>(fresh);

  const setInput = useCallback(
    (patch: Partial<CalculatorInput>) =>
      setState((s) => ({ ...s, input: { ...s.input, ...patch } })),
    [],
  );

  const setOutcome = useCallback((outcome: HeatLossOutcome) => {
    setState((s) => {
      const occupants = outcome.method === 'gas' ? s.gas.occupants : s.input.occupants;
      const input: CalculatorInput = {
        ...s.input,
        method: outcome.method,
        heatLossW: outcome.watts,
        occupants,
        ...(outcome.method === 'snel' ? { quick: s.quick, period: s.quick.period } : {}),
        ...(outcome.method === 'gas' ? { gas: s.gas } : {}),
        ...(outcome.method === 'vertrek'
          ? { rooms: toHeatLossRequest(s.rooms), period: s.rooms.period }
          : {}),
      };
      return { ...s, input, outcome };
    });
  }, []);

  const open = useCallback((saved: Calculation) => {
    const base = fresh();
    const { input } = saved;
    setState({
      ...base,
      id: saved.id,
      name: saved.name,
      ...(saved.clientId ? { clientId: saved.clientId } : {}),
      input,
      quick: input.quick ?? base.quick,
      gas: input.gas ?? base.gas,
      rooms: input.rooms
        ? fromHeatLossRequest(input.rooms, input.period ?? base.rooms.period)
        : base.rooms,
      outcome: outcomeOf(input),
    });
  }, []);

  return {
    state,
    setState,
    setInput,
    setOutcome,
    open,
    reset: useCallback(() => setState(fresh()), []),
  };
}
