import {
  DEFAULT_AIR_CHANGES,
  DESIGN_TEMPERATURES,
  INSULATION_SOURCE,
  type BuildPeriod,
} from '@shared/calculator/defaults';
import { uFromRc, type Boundary } from '@shared/calculator/heat-loss';
import { buildPeriod } from '@shared/calculator/housing';
import { emitterRoomsOf, type EmitterRoom, type RoomRadiator } from '@shared/calculator/emitters';
import type { RadiatorType } from '@shared/domain/calculator-keys';
import type { HeatLossRequest, HeatLossResponse } from '@shared/schemas/calculator';

/** Elements whose value comes from the build period's defaults until the user changes it. */
export type ElementKind = 'gevel' | 'raam' | 'vloer' | 'dak' | 'wand';

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
  /** The user typed a value of their own: the build period no longer changes it. */
  ownValue?: boolean;
}

/**
 * A room entered by its measures: area and volume follow from them, the outside wall from its
 * length less windows and doors, the party wall from its length, floor and ceiling from the
 * area with their boundary. Empty measures leave the elements as they are.
 */
export interface RoomDims {
  length: number | null;
  width: number | null;
  height: number;
  /** Metres of outside wall. */
  outside: number | null;
  /** m² of windows and doors in it. */
  glazing: number | null;
  /** Metres of wall to a neighbouring dwelling. */
  party: number | null;
  floor: 'grond' | 'verwarmd';
  ceiling: 'verwarmd' | 'dak';
}

export interface RoomDraft {
  id: string;
  name: string;
  temperature: number;
  volume: number;
  airChangesPerHour: number;
  elements: ElementDraft[];
  dims?: RoomDims;
  /** The user typed a design temperature: the room's name no longer sets it. */
  ownTemperature?: boolean;
  /** The existing emitter, for the check at the chosen flow temperature. */
  radiator?: RadiatorDraft;
}

export type EmitterChoice = RadiatorType | 'vloer';

export interface RadiatorDraft {
  type: EmitterChoice;
  heightMm: number;
  lengthMm: number;
}

/** The rooms' radiators as saved with the calculation. */
export function radiatorsOf(draft: RoomsDraft): RoomRadiator[] {
  return draft.rooms.flatMap((room, index) =>
    room.radiator ? [{ room: index, ...room.radiator }] : [],
  );
}

/** Saved radiators back onto their rooms. */
export function withRadiators(draft: RoomsDraft, radiators: readonly RoomRadiator[]): RoomsDraft {
  return {
    ...draft,
    rooms: draft.rooms.map((room, index) => {
      const saved = radiators.find((radiator) => radiator.room === index);
      return saved
        ? {
            ...room,
            radiator: { type: saved.type, heightMm: saved.heightMm, lengthMm: saved.lengthMm },
          }
        : room;
    }),
  };
}

/** The rooms with a radiator, with their heat loss from the API's answer, for the check. */
export function emitterRooms(draft: RoomsDraft, result: HeatLossResponse): EmitterRoom[] {
  return emitterRoomsOf(draft.rooms, result.rooms, radiatorsOf(draft));
}

export const DEFAULT_ROOM_HEIGHT = 2.6;

export function emptyDims(): RoomDims {
  return {
    length: null,
    width: null,
    height: DEFAULT_ROOM_HEIGHT,
    outside: null,
    glazing: null,
    party: null,
    floor: 'grond',
    ceiling: 'verwarmd',
  };
}

/** ISSO 51 design temperatures by the room's name: bathroom 24 °C, living rooms 22 °C. */
export function temperatureForName(name: string): number | null {
  const n = name.toLowerCase();
  if (/bad|douche/.test(n)) return 24;
  if (/woon|keuken|kamer|studeer|eet/.test(n) && !/slaap/.test(n)) {
    return DESIGN_TEMPERATURES.living.value;
  }
  if (/slaap|hal|gang|overloop|bijkeuken|berging|toilet|wc/.test(n)) {
    return DESIGN_TEMPERATURES.hallAndUtility.value;
  }
  return null;
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
    case 'wand':
      // A party wall of the period is built like its facade.
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
  if (!element.kind || element.ownValue) return element;
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

const PARTY_WALL = 'Woningscheidende wand';

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

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The elements and volume that follow from the room's measures (see RoomDims). */
export function withDims(room: RoomDraft, dims: RoomDims, period: BuildPeriod): RoomDraft {
  const { length, width, height, outside, glazing, party } = dims;
  const area = length !== null && width !== null ? round2(length * width) : null;
  const byKind = (kind: ElementKind) => room.elements.find((e) => e.kind === kind);
  const derived: readonly (ElementKind | undefined)[] = ['gevel', 'raam', 'vloer', 'dak', 'wand'];
  const keep = room.elements.filter((e) => !derived.includes(e.kind));
  const sized = (kind: ElementKind, name: string, size: number, boundary: Boundary) => {
    const existing = byKind(kind);
    return existing
      ? { ...existing, area: size, boundary }
      : element(name, size, boundary, period, kind);
  };
  const elements: ElementDraft[] = [];
  if (outside !== null) {
    elements.push(
      sized('gevel', 'Gevel', Math.max(0, round2(outside * height - (glazing ?? 0))), 'buiten'),
    );
  } else {
    const gevel = byKind('gevel');
    if (gevel) elements.push(gevel);
  }
  if (glazing !== null) elements.push(sized('raam', 'Raam', glazing, 'buiten'));
  else {
    const raam = byKind('raam');
    if (raam) elements.push(raam);
  }
  if (party !== null && party > 0) {
    elements.push(sized('wand', PARTY_WALL, round2(party * height), 'aangrenzend'));
  }
  if (area !== null) {
    if (dims.floor === 'grond') elements.push(sized('vloer', 'Vloer', area, 'grond'));
    if (dims.ceiling === 'dak') elements.push(sized('dak', 'Dak', area, 'buiten'));
  } else {
    const vloer = byKind('vloer');
    const dak = byKind('dak');
    if (vloer) elements.push(vloer);
    if (dak) elements.push(dak);
  }
  return {
    ...room,
    dims,
    volume: area !== null ? round2(area * height) : room.volume,
    elements: [...elements, ...keep],
  };
}

/** A copy of a room with its measures and elements, to change only what differs. */
export function copyRoom(room: RoomDraft): RoomDraft {
  return {
    ...room,
    id: nextId('vertrek'),
    name: `${room.name} (kopie)`,
    elements: room.elements.map((e) => ({ ...e, id: nextId('bouwdeel') })),
    ...(room.dims ? { dims: { ...room.dims } } : {}),
  };
}
