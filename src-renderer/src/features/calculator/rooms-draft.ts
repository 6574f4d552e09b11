import {
  DEFAULT_AIR_CHANGES,
  DESIGN_TEMPERATURES,
  INSULATION_SOURCE,
  type BuildPeriod,
} from '@shared/calculator/defaults';
import { uFromRc, type Boundary } from '@shared/calculator/heat-loss';
import { buildPeriod } from '@shared/calculator/housing';
import type { HeatLossRequest } from '@shared/schemas/calculator';

/** Elements whose value comes from the build period's defaults until the user changes it. */
export type ElementKind = 'gevel' | 'raam' | 'vloer' | 'dak';

export interface ElementDraft {
  id: string;
  name: string;
  area: number;
  inputMode: 'u' | 'rc';
  uValue: number;
  rc: number;
  boundary: Boundary;
  adjacentTemperature: number;
  kind?: ElementKind;
}

export interface RoomDraft {
  id: string;
  name: string;
  temperature: number;
  volume: number;
  airChangesPerHour: number;
  elements: ElementDraft[];
}

export interface RoomsDraft {
  period: BuildPeriod;
  outdoorTemperature: number;
  groundTemperature: number;
  rooms: RoomDraft[];
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** The U-value an element uses: typed directly, or derived from Rc. */
export function elementU(element: ElementDraft): number {
  return element.inputMode === 'rc' ? uFromRc(element.rc) : element.uValue;
}

/** The default of an element kind in a build period, with where it comes from. */
export function kindDefault(kind: ElementKind, period: BuildPeriod) {
  const { insulation, label } = buildPeriod(period);
  const source = `Standaard ${label}: ${INSULATION_SOURCE}`;
  switch (kind) {
    case 'gevel':
      return { inputMode: 'rc' as const, value: insulation.facadeRc, source };
    case 'dak':
      return { inputMode: 'rc' as const, value: insulation.roofRc, source };
    case 'vloer':
      return { inputMode: 'rc' as const, value: insulation.floorRc, source };
    case 'raam':
      return { inputMode: 'u' as const, value: insulation.glazingU, source };
  }
}

function withDefault(element: ElementDraft, period: BuildPeriod): ElementDraft {
  if (!element.kind) return element;
  const fallback = kindDefault(element.kind, period);
  return fallback.inputMode === 'rc'
    ? { ...element, inputMode: 'rc', rc: fallback.value }
    : { ...element, inputMode: 'u', uValue: fallback.value };
}

function element(
  name: string,
  area: number,
  boundary: Boundary,
  period: BuildPeriod,
  kind?: ElementKind,
): ElementDraft {
  const base: ElementDraft = {
    id: nextId('bouwdeel'),
    name,
    area,
    inputMode: 'u',
    uValue: 2,
    rc: 0,
    boundary,
    adjacentTemperature: DESIGN_TEMPERATURES.neighbour.value,
    ...(kind ? { kind } : {}),
  };
  return withDefault(base, period);
}

export function newElement(period: BuildPeriod): ElementDraft {
  return element('Binnenwand', 10, 'aangrenzend', period);
}

/** A new room: façade, window and floor with the period's defaults. */
export function newRoom(period: BuildPeriod, index: number): RoomDraft {
  const living = index === 0;
  return {
    id: nextId('vertrek'),
    name: living ? 'Woonkamer' : `Vertrek ${index + 1}`,
    temperature: living
      ? DESIGN_TEMPERATURES.living.value
      : DESIGN_TEMPERATURES.hallAndUtility.value,
    volume: living ? 75 : 30,
    airChangesPerHour: DEFAULT_AIR_CHANGES.value,
    elements: [
      element('Gevel', living ? 12 : 6, 'buiten', period, 'gevel'),
      element('Raam', living ? 5 : 2, 'buiten', period, 'raam'),
      element('Vloer', living ? 30 : 12, 'grond', period, 'vloer'),
    ],
  };
}

export function newRoomsDraft(period: BuildPeriod): RoomsDraft {
  return {
    period,
    outdoorTemperature: DESIGN_TEMPERATURES.outdoor.value,
    groundTemperature: DESIGN_TEMPERATURES.ground.value,
    rooms: [newRoom(period, 0)],
  };
}

/** Another build period: elements still on their default follow it; edited ones stay. */
export function withPeriod(draft: RoomsDraft, period: BuildPeriod): RoomsDraft {
  return {
    ...draft,
    period,
    rooms: draft.rooms.map((room) => ({
      ...room,
      elements: room.elements.map((e) => withDefault(e, period)),
    })),
  };
}

export function toHeatLossRequest(draft: RoomsDraft): HeatLossRequest {
  return {
    outdoorTemperature: draft.outdoorTemperature,
    groundTemperature: draft.groundTemperature,
    rooms: draft.rooms.map((room) => ({
      name: room.name,
      temperature: room.temperature,
      volume: room.volume,
      airChangesPerHour: room.airChangesPerHour,
      elements: room.elements.map((e) => ({
        name: e.name,
        area: e.area,
        uValue: Math.round(elementU(e) * 1000) / 1000,
        boundary: e.boundary,
        ...(e.boundary === 'aangrenzend' ? { adjacentTemperature: e.adjacentTemperature } : {}),
      })),
    })),
  };
}

/** A saved request back into the form (U-values as saved). */
export function fromHeatLossRequest(request: HeatLossRequest, period: BuildPeriod): RoomsDraft {
  return {
    period,
    outdoorTemperature: request.outdoorTemperature,
    groundTemperature: request.groundTemperature ?? DESIGN_TEMPERATURES.ground.value,
    rooms: request.rooms.map((room) => ({
      id: nextId('vertrek'),
      name: room.name,
      temperature: room.temperature,
      volume: room.volume,
      airChangesPerHour: room.airChangesPerHour,
      elements: room.elements.map((e) => ({
        id: nextId('bouwdeel'),
        name: e.name,
        area: e.area,
        inputMode: 'u',
        uValue: e.uValue,
        rc: 0,
        boundary: e.boundary,
        adjacentTemperature: e.adjacentTemperature ?? DESIGN_TEMPERATURES.neighbour.value,
      })),
    })),
  };
}
