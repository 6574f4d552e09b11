import type { AdviceMode } from '../domain/calculator-keys';
import { unitPriceFor } from '../domain/pricing';
import {
  ACCESSORY_ROLES,
  type AccessoryRole,
  type HeatPumpSpec,
  type HeatPumpType,
} from '../schemas/heat-pump';
import type { Product } from '../schemas/product';
import { W55_CAPACITY_FALLBACK, type FlowTemperature, type HeatSource } from './defaults';

/**
 * The heat-pump types that fit the system and the source: ground source only when chosen;
 * hybrid units in the catalogue take their heat from the outside air.
 */
export function heatPumpTypesFor(mode: AdviceMode, source: HeatSource): readonly HeatPumpType[] {
  if (mode === 'hybride') return source === 'lucht' ? ['hybride'] : [];
  return source === 'bodem' ? ['bodem-water'] : ['lucht-water'];
}

export interface Capacity {
  /** W at the design outdoor (or brine) condition and the chosen flow temperature. */
  watts: number;
  /** e.g. "A-10/W55". */
  condition: string;
  /** True when the product gives no W55 capacity and the fallback share was used. */
  estimated: boolean;
}

/** A heat pump's capacity at the design condition and the chosen flow temperature. */
export function capacityAt(spec: HeatPumpSpec, flowTemperature: FlowTemperature): Capacity {
  if (flowTemperature === 35) {
    return { watts: spec.capacityKw * 1000, condition: spec.designCondition, estimated: false };
  }
  const condition = spec.designCondition.replace(/W35\b/, 'W55');
  return spec.capacity55Kw === undefined
    ? {
        watts: Math.round(spec.capacityKw * W55_CAPACITY_FALLBACK.value * 1000),
        condition,
        estimated: true,
      }
    : { watts: spec.capacity55Kw * 1000, condition, estimated: false };
}

/** What an installation of each type needs around the heat pump. */
const ROLES_BY_TYPE: Record<HeatPumpType, readonly AccessoryRole[]> = {
  // Everything but the ground source, the boiler coupling of a hybrid and the optional app.
  'lucht-water': ACCESSORY_ROLES.filter(
    (role) => !['bodembron', 'bodemvloeistof', 'hybride-koppeling', 'app'].includes(role),
  ),
  // The source itself (borehole, brine, filling) is priced per kW by groundSourceLines.
  'bodem-water': ['boiler', 'filter', 'expansievat', 'regeling'],
  hybride: [
    'hybride-koppeling',
    'montage',
    'trillingsdemping',
    'condensafvoer',
    'filter',
    'regeling',
  ],
  'lucht-lucht': ['montage', 'trillingsdemping', 'condensafvoer'],
};

const ROLE_REASONS: Record<AccessoryRole, string> = {
  boiler: 'Warm tapwater',
  buffervat: 'Voorkomt pendelen van de warmtepomp',
  montage: 'Plaatsing van het buitendeel',
  trillingsdemping: 'Beperkt contactgeluid naar de gevel',
  condensafvoer: 'Voorkomt bevriezen van de condensafvoer',
  aansluiting: 'Trillingsvrije aansluiting op de cv-leidingen',
  filter: 'Beschermt de warmtewisselaar tegen vuil',
  expansievat: 'Vangt de uitzetting van het cv-water op',
  regeling: 'Weersafhankelijke regeling',
  bodembron: 'Vullen en ontluchten van de bodemlus',
  bodemvloeistof: 'Antivries voor de bodemcollector',
  'hybride-koppeling': 'Koppeling met de bestaande cv-ketel',
  app: 'Storingsmeldingen op afstand',
};

/** Hot-water cylinder size for the household: 150 l up to 2, 200 l up to 4, else 300 l. */
export function cylinderLitersFor(occupants: number): number {
  if (occupants <= 2) return 150;
  if (occupants <= 4) return 200;
  return 300;
}

export interface AdviceLine {
  product: Product;
  quantity: number;
  /** The user's own unit price (after personal discount), cents excl. btw. */
  unitPrice: number;
  lineTotal: number;
  reason: string;
}

export interface AdviceOption {
  heatPump: AdviceLine;
  /** Capacity at the design condition and the chosen flow temperature. */
  capacity: Capacity;
  accessories: AdviceLine[];
  /** Σ lineTotal, cents excl. btw. */
  totalCents: number;
}

export interface AdviceRequest {
  heatLossW: number;
  mode: AdviceMode;
  /** Share of the design heat loss a hybrid heat pump must cover (0..1). */
  hybridPowerShare: number;
  occupants: number;
  /** Flow temperature the capacity is checked at; 35 °C when not given. */
  flowTemperature?: FlowTemperature;
  /** Heat source; air when not given. */
  source?: HeatSource;
}

type WithHeatPump = Product & { heatPump: HeatPumpSpec };

/** The capacity a heat pump must have at the design condition, in W. */
export function requiredCapacityW(request: AdviceRequest): number {
  return request.mode === 'hybride'
    ? request.heatLossW * request.hybridPowerShare
    : request.heatLossW;
}

function line(product: Product, discount: number, reason: string, quantity = 1): AdviceLine {
  const unitPrice = unitPriceFor(product, discount);
  return { product, quantity, unitPrice, lineTotal: unitPrice * quantity, reason };
}

function byStockThenPrice(a: Product, b: Product): number {
  return Number(b.inStock) - Number(a.inStock) || a.price - b.price;
}

function accessoryFor(
  role: AccessoryRole,
  type: HeatPumpType,
  catalogue: readonly Product[],
  occupants: number,
): { product: Product; reason: string } | null {
  const candidates = catalogue.filter(
    (p) => p.accessory?.role === role && p.accessory.heatPumpTypes.includes(type),
  );
  if (role === 'boiler') {
    const liters = cylinderLitersFor(occupants);
    const volume = (p: Product) => p.accessory?.volumeLiters ?? 0;
    const bigEnough = candidates
      .filter((p) => volume(p) >= liters)
      .sort((a, b) => Number(b.inStock) - Number(a.inStock) || volume(a) - volume(b));
    const chosen = bigEnough[0] ?? [...candidates].sort((a, b) => volume(b) - volume(a))[0];
    return chosen
      ? {
          product: chosen,
          reason: `${ROLE_REASONS.boiler} voor ${occupants} bewoners (${liters} liter)`,
        }
      : null;
  }
  const chosen = [...candidates].sort(byStockThenPrice)[0];
  return chosen ? { product: chosen, reason: ROLE_REASONS[role] } : null;
}

/**
 * Heat pumps of the chosen system and source whose capacity at the design condition and the
 * chosen flow temperature covers the heat loss (all-electric) or the hybrid share, smallest
 * adequate first, each with what its installation needs from the catalogue, priced at the
 * user's own prices.
 */
export function adviseInstallations(
  request: AdviceRequest,
  catalogue: readonly Product[],
  discountPercent: number,
  limit = 5,
): AdviceOption[] {
  const required = requiredCapacityW(request);
  const flow = request.flowTemperature ?? 35;
  const types = heatPumpTypesFor(request.mode, request.source ?? 'lucht');
  const heatPumps = catalogue
    .filter((p): p is WithHeatPump => p.heatPump !== undefined)
    .filter((p) => types.includes(p.heatPump.type))
    .map((product) => ({ product, capacity: capacityAt(product.heatPump, flow) }))
    .filter(({ capacity }) => capacity.watts >= required)
    .sort(
      (a, b) =>
        a.capacity.watts - b.capacity.watts ||
        Number(b.product.inStock) - Number(a.product.inStock) ||
        a.product.price - b.product.price,
    )
    .slice(0, limit);
  return heatPumps.map(({ product: heatPump, capacity }) => {
    const spec = heatPump.heatPump;
    const accessories = ROLES_BY_TYPE[spec.type].flatMap((role) => {
      const found = accessoryFor(role, spec.type, catalogue, request.occupants);
      return found ? [line(found.product, discountPercent, found.reason)] : [];
    });
    const main = line(
      heatPump,
      discountPercent,
      `${(capacity.watts / 1000).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} kW bij ${capacity.condition}${capacity.estimated ? ' (geschat)' : ''}`,
    );
    return {
      heatPump: main,
      capacity,
      accessories,
      totalCents: main.lineTotal + accessories.reduce((sum, a) => sum + a.lineTotal, 0),
    };
  });
}
