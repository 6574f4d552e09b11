import { useCallback, useMemo, useState } from 'react';
import { compareEntered, type Comparison, type MethodId } from '@shared/calculator/comparison';
import { quickEstimate } from '@shared/calculator/estimates';
import { heatLoss } from '@shared/calculator/heat-loss';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { Calculation, CalculatorInput, HeatLossResponse } from '@shared/schemas/calculator';
import {
  fromHeatLossRequest,
  newRoomsDraft,
  radiatorsOf,
  toHeatLossRequest,
  withRadiators,
  type RoomsDraft,
} from '../rooms-draft';

export type Method = MethodId;
type Quick = NonNullable<CalculatorInput['quick']>;

/** Gas use as typed: empty until the user gives it. */
export interface GasDraft {
  yearlyGasM3: number | null;
  occupants: number;
}

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
  /** Settings of the advice, costs and offerte; method and heat loss follow the comparison. */
  input: CalculatorInput;
  /** The method whose form is shown. */
  tab: Method;
  quick: Quick;
  /** The quick estimate counts once the user has calculated or changed it. */
  quickEntered: boolean;
  gas: GasDraft;
  rooms: RoomsDraft;
  /** The last room-by-room answer of the API. */
  roomsResult: HeatLossResponse | null;
}

const DEFAULT_QUICK: Quick = { dwellingType: 'tussenwoning', period: '1965-1974', area: 120 };

function fresh(): CalculatorState {
  return {
    name: '',
    customerName: '',
    input: defaultCalculatorInput(),
    tab: 'snel',
    quick: DEFAULT_QUICK,
    quickEntered: false,
    gas: { yearlyGasM3: null, occupants: 4 },
    rooms: newRoomsDraft(DEFAULT_QUICK.period),
    roomsResult: null,
  };
}

/** Every method that can run with what was entered, side by side. */
export function comparisonOf(state: CalculatorState): Comparison {
  return compareEntered({
    quick: state.quickEntered ? state.quick : undefined,
    gas: state.gas,
    roomsW: state.roomsResult?.totalW,
  });
}

/** The outcome the advice uses, and the input as it is saved and sent. */
function derive(state: CalculatorState) {
  const comparison = comparisonOf(state);
  const used = comparison.used;
  const interpolated =
    used?.method === 'snel' &&
    quickEstimate(state.quick.dwellingType, state.quick.period, state.quick.area).interpolated;
  const outcome: HeatLossOutcome | null = used
    ? {
        method: used.method,
        watts: used.watts,
        basis: used.basis,
        interpolated,
        ...(used.method === 'vertrek' && state.roomsResult ? { rooms: state.roomsResult } : {}),
      }
    : null;
  const { gas } = state;
  const radiators = radiatorsOf(state.rooms);
  const { quick: _q, radiators: _rad, gas: _g, rooms: _r, period: _p, ...settings } = state.input;
  const input: CalculatorInput = {
    ...settings,
    method: used?.method ?? state.tab,
    heatLossW: used?.watts ?? 0,
    occupants: gas.occupants,
    ...(state.quickEntered ? { quick: state.quick } : {}),
    ...(gas.yearlyGasM3 !== null && gas.yearlyGasM3 > 0
      ? { gas: { yearlyGasM3: gas.yearlyGasM3, occupants: gas.occupants } }
      : {}),
    ...(state.roomsResult ? { rooms: toHeatLossRequest(state.rooms) } : {}),
    ...(state.roomsResult && radiators.length > 0 ? { radiators } : {}),
    period: state.roomsResult ? state.rooms.period : state.quick.period,
  };
  return { comparison, outcome, input };
}

/** The whole calculator on one page: inputs of the three methods, the comparison, the options. */
export function useCalculator() {
  const [state, setState] = useState<CalculatorState>(fresh);
  const derived = useMemo(() => derive(state), [state]);

  const setInput = useCallback(
    (patch: Partial<CalculatorInput>) =>
      setState((s) => ({
        ...s,
        input: { ...s.input, ...patch },
        ...(patch.occupants !== undefined ? { gas: { ...s.gas, occupants: patch.occupants } } : {}),
      })),
    [],
  );

  const open = useCallback((saved: Calculation) => {
    const base = fresh();
    const { input } = saved;
    const rooms = input.rooms
      ? withRadiators(
          fromHeatLossRequest(input.rooms, input.period ?? base.rooms.period),
          input.radiators ?? [],
        )
      : base.rooms;
    setState({
      ...base,
      id: saved.id,
      name: saved.name,
      ...(saved.clientId ? { clientId: saved.clientId } : {}),
      // Made out to the linked client again, as when it was saved for them.
      customerName: saved.clientName ?? '',
      input,
      tab: input.method,
      quick: input.quick ?? base.quick,
      // Saved before the comparison: the method used was the only one entered.
      quickEntered: input.quick !== undefined,
      gas: input.gas ?? { ...base.gas, occupants: input.occupants },
      rooms,
      roomsResult: input.rooms ? heatLoss(input.rooms) : null,
    });
  }, []);

  return {
    state,
    ...derived,
    setState,
    setInput,
    open,
    reset: useCallback(() => setState(fresh()), []),
  };
}
