import { AIR_HEAT_CAPACITY, SURFACE_RESISTANCE } from './defaults';

/** What an element borders on: outside air, the ground, or a space at a stated temperature. */
import type { Boundary } from '../domain/calculator-keys';

export { BOUNDARIES, type Boundary } from '../domain/calculator-keys';

export interface HeatLossElement {
  name: string;
  /** m² */
  area: number;
  /** W/(m²·K) */
  uValue: number;
  boundary: Boundary;
  /** °C, for `aangrenzend`. */
  adjacentTemperature?: number;
}

export interface HeatLossRoom {
  name: string;
  /** Design indoor temperature, °C. */
  temperature: number;
  /** m³ */
  volume: number;
  airChangesPerHour: number;
  elements: HeatLossElement[];
}

export interface HeatLossInput {
  outdoorTemperature: number;
  groundTemperature?: number;
  rooms: HeatLossRoom[];
}

export interface RoomHeatLoss {
  name: string;
  transmissionW: number;
  ventilationW: number;
  totalW: number;
}

export interface HeatLossResult {
  totalW: number;
  transmissionW: number;
  ventilationW: number;
  rooms: RoomHeatLoss[];
}

/** U-value of a wall or roof from its thermal resistance Rc (m²·K/W). */
export function uFromRc(rc: number): number {
  return 1 / (rc + SURFACE_RESISTANCE);
}

function boundaryTemperature(element: HeatLossElement, input: HeatLossInput): number {
  switch (element.boundary) {
    case 'buiten':
      return input.outdoorTemperature;
    case 'grond':
      if (input.groundTemperature === undefined) {
        throw new Error('groundTemperature is required for an element on the ground');
      }
      return input.groundTemperature;
    case 'aangrenzend':
      if (element.adjacentTemperature === undefined) {
        throw new Error('adjacentTemperature is required for an adjacent element');
      }
      return element.adjacentTemperature;
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Design heat loss per room and for the house (EN 12831-1 simplified): transmission
 * Σ A·U·(θi − θboundary) and ventilation ρc·n·V·(θi − θe). Heat exchanged between two heated
 * rooms appears with opposite signs in both and cancels in the total. Watts to one decimal.
 */
export function heatLoss(
  input: HeatLossInput,
  airHeatCapacity: number = AIR_HEAT_CAPACITY.value,
): HeatLossResult {
  const rooms = input.rooms.map((room) => {
    const transmission = room.elements.reduce(
      (sum, element) =>
        sum +
        element.area * element.uValue * (room.temperature - boundaryTemperature(element, input)),
      0,
    );
    const ventilation =
      airHeatCapacity *
      room.airChangesPerHour *
      room.volume *
      (room.temperature - input.outdoorTemperature);
    return { name: room.name, transmission, ventilation };
  });
  const transmission = rooms.reduce((sum, room) => sum + room.transmission, 0);
  const ventilation = rooms.reduce((sum, room) => sum + room.ventilation, 0);
  return {
    totalW: round1(transmission + ventilation),
    transmissionW: round1(transmission),
    ventilationW: round1(ventilation),
    rooms: rooms.map((room) => ({
      name: room.name,
      transmissionW: round1(room.transmission),
      ventilationW: round1(room.ventilation),
      totalW: round1(room.transmission + room.ventilation),
    })),
  };
}
