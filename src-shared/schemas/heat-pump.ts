import { z } from 'zod';

/** Structured heat-pump data on a catalogue product: what the calculator's advice needs. */
export const HEAT_PUMP_TYPES = ['lucht-water', 'hybride', 'bodem-water', 'lucht-lucht'] as const;
export type HeatPumpType = (typeof HEAT_PUMP_TYPES)[number];

export const ENERGY_LABELS = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'] as const;
export type EnergyLabel = (typeof ENERGY_LABELS)[number];

/**
 * RVO's ISDE meldcode of a heat pump: `KA` and five digits (e.g. KA12345), as the apparatenlijst
 * lists it; the homeowner enters it when applying for the subsidy.
 */
export const MELDCODE_PATTERN = /^KA\d{5}$/;
export const MELDCODE_MESSAGE = 'Een meldcode is KA met vijf cijfers, bijvoorbeeld KA12345.';

/** A meldcode as typed (spaces and lower case forgiven), or null when it is none. */
export function normaliseMeldcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return MELDCODE_PATTERN.test(compact) ? compact : null;
}

export const heatPumpSpecSchema = z.object({
  type: z.enum(HEAT_PUMP_TYPES),
  /** Nominal thermal power (kW), as ISDE counts it. */
  nominalKw: z.number().positive(),
  /** Heating capacity at the design condition below, flow 35 °C (kW). */
  capacityKw: z.number().positive(),
  /**
   * Heating capacity at the same outdoor or brine condition with 55 °C flow (kW), as the
   * manufacturer publishes it; absent on products entered before it existed.
   */
  capacity55Kw: z.number().positive().optional(),
  /** e.g. "A-10/W35" (outdoor air −10 °C, flow 35 °C) or "B0/W35" (brine 0 °C). */
  designCondition: z.string().min(1),
  /** Seasonal COP (EN 14825, average climate) at 35 °C and, where given, 55 °C flow. */
  scop35: z.number().positive(),
  scop55: z.number().positive().optional(),
  energyLabel: z.enum(ENERGY_LABELS),
  /** Sound power level of the outdoor unit, dB(A). */
  soundPowerDb: z.number().positive(),
  warrantyYears: z.number().int().positive(),
  /**
   * RVO's ISDE meldcode (KA + 5 digits, checked where it is entered); absent on products entered
   * before it existed and on heat pumps ISDE does not cover (lucht-lucht).
   */
  meldcode: z.string().optional(),
  /** Electrical supply: 1-fase (230 V) or 3-fase (400 V); absent on older products. */
  phase: z.union([z.literal(1), z.literal(3)]).optional(),
  /** Refrigerant as the data sheet names it, e.g. "R290", "R32". */
  refrigerant: z.string().optional(),
  /** Global warming potential of the refrigerant (GWP100, as the F-gas regulation lists it). */
  refrigerantGwp: z.number().int().nonnegative().optional(),
  /** Outer dimensions of the (outdoor) unit in millimetres: height × width × depth. */
  dimensionsMm: z
    .object({
      height: z.number().int().positive(),
      width: z.number().int().positive(),
      depth: z.number().int().positive(),
    })
    .optional(),
});
export type HeatPumpSpec = z.infer<typeof heatPumpSpecSchema>;

/** What an accessory does in an installation, so the advice can find it. */
export const ACCESSORY_ROLES = [
  'boiler',
  'buffervat',
  'montage',
  'trillingsdemping',
  'condensafvoer',
  'aansluiting',
  'filter',
  'expansievat',
  'regeling',
  'bodembron',
  'bodemvloeistof',
  'hybride-koppeling',
  'app',
] as const;
export type AccessoryRole = (typeof ACCESSORY_ROLES)[number];

export const accessorySpecSchema = z.object({
  role: z.enum(ACCESSORY_ROLES),
  /** The heat-pump types it belongs with. */
  heatPumpTypes: z.array(z.enum(HEAT_PUMP_TYPES)).min(1),
  /** Volume of a tank or cylinder in litres. */
  volumeLiters: z.number().positive().optional(),
});
export type AccessorySpec = z.infer<typeof accessorySpecSchema>;
