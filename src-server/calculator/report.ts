import { capacityAt, requiredCapacityW, type Capacity } from '@shared/calculator/advice';
import { compareEntered, type Comparison } from '@shared/calculator/comparison';
import {
  AIR_HEAT_CAPACITY,
  BOILER_EFFICIENCY,
  CO2_KG_PER_M3,
  DEFAULT_AIR_CHANGES,
  DESIGN_TEMPERATURES,
  ENERGY_PRICES,
  GAS_KWH_PER_M3,
  GAS_RULE,
  GROUND_SOURCE_DEFAULTS,
  HOT_WATER_COP,
  HOT_WATER_GAS,
  HYBRID_DEFAULTS,
  INSULATION_SOURCE,
  ISDE_2026,
  W55_CAPACITY_FALLBACK,
  WATT_PER_M2_SOURCES,
} from '@shared/calculator/defaults';
import {
  checkEmitters,
  emitterRoomsOf,
  lowestCoveringFlow,
  RADIATOR_TABLE,
  type EmitterCheck,
} from '@shared/calculator/emitters';
import { heatLoss } from '@shared/calculator/heat-loss';
import { isdeEstimateCents } from '@shared/calculator/running-costs';
import { costsFor, scopAt } from '@shared/calculator/summary';
import { dutchDay } from '@shared/domain/calendar';
import type { CalculatorInput, HeatLossResponse, ReportRequest } from '@shared/schemas/calculator';
import type { AuthenticatedUser } from '../auth/verifier';
import { products } from '../collections/products';
import { users } from '../collections/users';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { adviceFor } from './advice';
import { installerFromProfile, type InstallerDetails } from './installer';
import { reportPdf } from './report-pdf';

export interface ReportUnit {
  name: string;
  modelNumber: string;
  capacity: Capacity;
  requiredW: number;
  scop: number;
}

export interface ReportView {
  installer: InstallerDetails;
  customerName: string;
  date: Date;
  input: CalculatorInput;
  comparison: Comparison;
  rooms: HeatLossResponse | null;
  emitters: { checks: EmitterCheck[]; lowestFlow: number | null } | null;
  unit: ReportUnit | null;
  costs: ReturnType<typeof costsFor> | null;
  isdeCents: number;
  sources: string[];
}

/** Where every default the calculation used comes from, in Dutch. */
export function defaultSources(input: CalculatorInput): string[] {
  const temperatures = Object.values(DESIGN_TEMPERATURES).map((t) => t.source);
  return [
    ...(input.quick ? Object.values(WATT_PER_M2_SOURCES) : []),
    ...(input.gas ? [GAS_RULE.name, HOT_WATER_GAS.source] : []),
    ...(input.rooms
      ? [...temperatures, AIR_HEAT_CAPACITY.source, DEFAULT_AIR_CHANGES.source, INSULATION_SOURCE]
      : []),
    ...(input.radiators?.length ? [`Radiatortabel: ${RADIATOR_TABLE.source}`] : []),
    `Gas: ${GAS_KWH_PER_M3.source}`,
    BOILER_EFFICIENCY.source,
    HOT_WATER_COP.source,
    CO2_KG_PER_M3.source,
    ENERGY_PRICES.source,
    ...(input.flowTemperature === 55 ? [W55_CAPACITY_FALLBACK.source] : []),
    ...(input.mode === 'hybride'
      ? [HYBRID_DEFAULTS.powerShare.source, HYBRID_DEFAULTS.energyShare.source]
      : []),
    ...(input.source === 'bodem' ? [GROUND_SOURCE_DEFAULTS.source] : []),
    ISDE_2026.source,
  ];
}

/** The heat pump of the report: the one chosen, else the first of the advice. */
async function unitOf(storage: Storage, uid: string, input: CalculatorInput) {
  if (!(input.heatLossW >= 1)) return null;
  const request = {
    heatLossW: input.heatLossW,
    mode: input.mode,
    hybridPowerShare: input.hybridPowerShare,
    occupants: Math.round(input.occupants),
    flowTemperature: input.flowTemperature,
    source: input.source,
  };
  const advice = await adviceFor(storage, uid, request);
  const option =
    advice.options.find((o) => o.heatPump.product.id === input.heatPumpId) ?? advice.options[0];
  const chosen =
    input.heatPumpId && option?.heatPump.product.id !== input.heatPumpId
      ? await products.on(storage).get(input.heatPumpId)
      : (option?.heatPump.product ?? null);
  const spec = chosen?.heatPump;
  if (!chosen || !spec) return null;
  return {
    spec,
    unit: {
      name: chosen.name,
      modelNumber: chosen.modelNumber,
      capacity: capacityAt(spec, input.flowTemperature),
      requiredW: Math.round(requiredCapacityW(request)),
      scop: scopAt(spec, input.flowTemperature),
    },
  };
}

/**
 * The calculation as a report for the homeowner's file: recomputed on the server from the saved
 * inputs, so the PDF says what the calculator says. `business` carries the company's
 * `Bedrijfsgegevens` where they are set; without them the member's profile is used.
 */
export async function reportFor(
  storage: Storage,
  clock: Clock,
  user: AuthenticatedUser,
  request: ReportRequest,
  business?: Partial<InstallerDetails>,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { input } = request;
  const profile = await users.on(storage).get(user.uid);
  const rooms = input.rooms ? heatLoss(input.rooms) : null;
  const comparison = compareEntered({ quick: input.quick, gas: input.gas, roomsW: rooms?.totalW });
  const emitterRooms =
    rooms && input.rooms
      ? emitterRoomsOf(input.rooms.rooms, rooms.rooms, input.radiators ?? [])
      : [];
  const found = await unitOf(storage, user.uid, input);
  const now = clock.now();
  const view: ReportView = {
    installer: { ...installerFromProfile(profile, user), ...business },
    customerName: request.customerName,
    date: now,
    input,
    comparison,
    rooms,
    emitters:
      emitterRooms.length > 0
        ? {
            checks: checkEmitters(emitterRooms, input.flowTemperature),
            lowestFlow: lowestCoveringFlow(emitterRooms),
          }
        : null,
    unit: found?.unit ?? null,
    costs: found ? costsFor(input, found.spec) : null,
    isdeCents: found ? isdeEstimateCents(found.spec) : 0,
    sources: defaultSources(input),
  };
  return { pdf: await reportPdf(view), filename: `warmteverliesrapport-${dutchDay(now)}.pdf` };
}
