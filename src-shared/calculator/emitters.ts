import type { RadiatorType } from '../domain/calculator-keys';

/**
 * Existing radiators against the room's heat loss (docs/domain-rules.md, "Calculator
 * method"): the output at other water temperatures is Φ = Φ_nominal × (ΔT / 50)^1,3 (EN 442), with ΔT the mean water
 * temperature minus the room temperature and the nominal output at 75/65/20 (ΔT 50 K).
 */

export const EN442_EXPONENT = 1.3;
const NOMINAL_DELTA_T = 50;

/**
 * Nominal output table. Measured anchor: Kermi therm-x2 Plan-V type 22, 605 × 1005 mm, 1.557 W
 * at 75/65/20 (EN 442, Kermi product data). Other types and heights follow from it by ratio,
 * an assumption stated in the UI: type 11 × 0,55, type 21 × 0,78, type 33 × 1,42 of type 22;
 * output ∝ length and ∝ (height / 605)^0,85.
 */
export const RADIATOR_TABLE = {
  anchorWPerMetre: 1557 / 1.005,
  anchorHeightMm: 605,
  typeRatio: { '11': 0.55, '21': 0.78, '22': 1, '33': 1.42 } satisfies Record<RadiatorType, number>,
  heightExponent: 0.85,
  source:
    'Kermi therm-x2 Plan-V type 22, 605 × 1005 mm: 1.557 W bij 75/65/20 (EN 442); typen 11, 21 en 33 en andere hoogten naar verhouding (aanname: 0,55 / 0,78 / 1,42 × type 22, hoogte^0,85)',
} as const;

/** Output of a radiator at 75/65/20 in W, from its type, height and length in mm. */
export function nominalOutputW(type: RadiatorType, heightMm: number, lengthMm: number): number {
  if (!(heightMm > 0) || !(lengthMm > 0)) return 0;
  const t = RADIATOR_TABLE;
  return (
    t.anchorWPerMetre *
    t.typeRatio[type] *
    (lengthMm / 1000) *
    (heightMm / t.anchorHeightMm) ** t.heightExponent
  );
}

/** The return temperature the check assumes: 10 K below a flow of 45 °C or more, else 5 K. */
export function returnTemperature(flow: number): number {
  return flow >= 45 ? flow - 10 : flow - 5;
}

/** Output at flow/return/room temperatures from the nominal output (EN 442, n = 1,3). */
export function outputAt(
  nominalW: number,
  flow: number,
  back: number,
  room: number,
  exponent = EN442_EXPONENT,
): number {
  const deltaT = (flow + back) / 2 - room;
  if (!(deltaT > 0) || !(nominalW > 0)) return 0;
  return nominalW * (deltaT / NOMINAL_DELTA_T) ** exponent;
}

export interface EmitterRoom {
  name: string;
  heatLossW: number;
  temperature: number;
  /** Nominal output at 75/65/20 in W. */
  nominalW: number;
}

export interface EmitterCheck {
  name: string;
  heatLossW: number;
  outputW: number;
  /** W short, 0 when covered. */
  shortW: number;
}

/** Each room's radiator at the flow temperature against its heat loss. */
export function checkEmitters(rooms: readonly EmitterRoom[], flow: number): EmitterCheck[] {
  return rooms.map((room) => {
    const outputW = outputAt(room.nominalW, flow, returnTemperature(flow), room.temperature);
    return {
      name: room.name,
      heatLossW: room.heatLossW,
      outputW: Math.round(outputW),
      shortW: Math.max(0, Math.ceil(room.heatLossW - outputW)),
    };
  });
}

/** The lowest whole flow temperature (30–80 °C) at which every room is covered, else null. */
export function lowestCoveringFlow(rooms: readonly EmitterRoom[]): number | null {
  for (let flow = 30; flow <= 80; flow += 1) {
    if (checkEmitters(rooms, flow).every((room) => room.shortW === 0)) return flow;
  }
  return null;
}

/** An existing emitter as saved with a calculation: the room by its index. */
export interface RoomRadiator {
  room: number;
  type: RadiatorType | 'vloer';
  heightMm: number;
  lengthMm: number;
}

/**
 * The rooms with a radiator, with their heat loss, for the check; floor heating and radiators
 * of rooms that no longer exist are left out.
 */
export function emitterRoomsOf(
  rooms: readonly { name: string; temperature: number }[],
  losses: readonly { totalW: number }[],
  radiators: readonly RoomRadiator[],
): EmitterRoom[] {
  return radiators.flatMap((radiator) => {
    const room = rooms[radiator.room];
    const loss = losses[radiator.room];
    if (radiator.type === 'vloer' || !room || !loss) return [];
    return [
      {
        name: room.name,
        heatLossW: loss.totalW,
        temperature: room.temperature,
        nominalW: nominalOutputW(radiator.type, radiator.heightMm, radiator.lengthMm),
      },
    ];
  });
}
