import { fromGasUse, quickEstimate } from '@shared/calculator/estimates';
import {
  heatLoss,
  uFromRc,
  type HeatLossElement,
  type HeatLossRoom,
} from '@shared/calculator/heat-loss';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import type { CalculatorInput, HeatLossRequest } from '@shared/schemas/calculator';
import { isoMoment } from '@shared/domain/dates';
import { calculations } from '../collections/calculations';
import type { Storage } from '../storage/port';

const DAY_MS = 86_400_000;

/** The U-value of a construction with thermal resistance `rc`, to three decimals. */
const uOf = (rc: number) => Math.round(uFromRc(rc) * 1000) / 1000;

/**
 * A room of the demo house, all of one build: an outer wall (Rc 1,3) with a window (U 2,9) and
 * a floor on the ground (Rc 0,52), areas in m², besides any other elements.
 */
function room(
  name: string,
  { volume, airChangesPerHour }: Pick<HeatLossRoom, 'volume' | 'airChangesPerHour'>,
  [wall, wallArea, windowArea, floorArea]: [
    wall: string,
    wallArea: number,
    windowArea: number,
    floorArea: number,
  ],
  others: HeatLossElement[] = [],
): HeatLossRoom {
  return {
    name,
    temperature: 22,
    volume,
    airChangesPerHour,
    elements: [
      { name: wall, area: wallArea, uValue: uOf(1.3), boundary: 'buiten' },
      { name: 'Raam', area: windowArea, uValue: 2.9, boundary: 'buiten' },
      { name: 'Vloer', area: floorArea, uValue: uOf(0.52), boundary: 'grond' },
      ...others,
    ],
  };
}

const rooms: HeatLossRequest = {
  outdoorTemperature: -10,
  groundTemperature: 10.5,
  rooms: [
    room(
      'Woonkamer',
      { volume: 85, airChangesPerHour: 0.6 },
      ['Voorgevel', 14, 6, 34],
      [
        {
          name: 'Woningscheidende wand',
          area: 24,
          uValue: 2,
          boundary: 'aangrenzend',
          adjacentTemperature: 17,
        },
      ],
    ),
    room('Keuken', { volume: 30, airChangesPerHour: 1 }, ['Achtergevel', 8, 3, 12]),
  ],
};

function examples(): { id: string; name: string; ageDays: number; input: CalculatorInput }[] {
  const base = defaultCalculatorInput();
  const quick = { dwellingType: 'tussenwoning', period: '1965-1974', area: 112 } as const;
  const gas = { yearlyGasM3: 1650, occupants: 3 };
  return [
    {
      id: 'demo-berekening-snel',
      name: 'Voorbeeld: tussenwoning uit 1970, Dorpsstraat 12',
      ageDays: 9,
      input: {
        ...base,
        method: 'snel',
        quick,
        period: quick.period,
        heatLossW: quickEstimate(quick.dwellingType, quick.period, quick.area).watts,
        mode: 'hybride',
      },
    },
    {
      id: 'demo-berekening-gas',
      name: 'Voorbeeld: vrijstaand, 1.650 m³ gas, Kerkpad 3',
      ageDays: 4,
      input: {
        ...base,
        method: 'gas',
        gas,
        occupants: gas.occupants,
        heatLossW: fromGasUse(gas.yearlyGasM3, gas.occupants).watts,
      },
    },
    {
      id: 'demo-berekening-vertrek',
      name: 'Voorbeeld: benedenwoning per vertrek, Molenweg 8',
      ageDays: 1,
      input: {
        ...base,
        method: 'vertrek',
        rooms,
        period: '1975-1991',
        heatLossW: Math.round(heatLoss(rooms).totalW),
        flowTemperature: 55,
      },
    },
  ];
}

/** Saved calculations for the demo installer, so the calculator has something to reopen. */
export async function seedCalculations(storage: Storage, ownerId: string, now: Date) {
  let created = 0;
  for (const example of examples()) {
    const at = new Date(now.getTime() - example.ageDays * DAY_MS);
    const calculation = {
      ownerId,
      name: example.name,
      method: example.input.method,
      heatLossW: example.input.heatLossW,
      input: example.input,
      createdAt: isoMoment(at),
      updatedAt: isoMoment(at),
    };
    if (await calculations.on(storage).create(example.id, calculation)) created++;
  }
  return created;
}
