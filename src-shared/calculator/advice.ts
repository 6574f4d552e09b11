import type { AdviceMode } from '../domain/calculator-keys';
import { unitPriceFor } from '../domain/pricing';
import type { AccessoryRole, HeatPumpSpec, HeatPumpType } from '../schemas/heat-pump';
import type { Product } from '../schemas/product';

const TYPES_BY_MODE: Record<AdviceMode, readonly HeatPumpType[]> = {
  'all-electric': ['lucht-water', 'bodem-water'],
  hybride: ['hybride'],
};

/** What an installation of each type needs around the heat pump. */
const ROLES_BY_TYPE: Record<HeatPumpType, readonly AccessoryRole[]> = {
  'lucht-water': [
    'boiler',
    'buffervat',
    'montage',
    'trillingsdemping',
    'condensafvoer',
    'aansluiting',
    'filter',
    'expansievat',
    'regeling',
  ],
  'bodem-water': ['boiler', 'bodembron', 'bodemvloeistof', 'filter', 'expansievat', 'regeling'],
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
 * Heat pumps whose capacity at the design condition covers the heat loss (all-electric) or
 * the hybrid share, smallest adequate first, each with what its installation needs from the
 * catalogue, priced at the user's own prices.
 */
export function adviseInstallations(
  request: AdviceRequest,
  catalogue: readonly Product[],
  discountPercent: number,
  limit = 5,
): AdviceOption[] {
  const required = requiredCapacityW(request);
  const types = TYPES_BY_MODE[request.mode];
  const heatPumps = catalogue
    .filter((p): p is WithHeatPump => p.heatPump !== undefined)
    .filter((p) => types.includes(p.heatPump.type) && p.heatPump.capacityKw * 1000 >= required)
    .sort(
      (a, b) =>
        a.heatPump.capacityKw - b.heatPump.capacityKw ||
        Number(b.inStock) - Number(a.inStock) ||
        a.price - b.price,
    )
    .slice(0, limit);
  return heatPumps.map((heatPump) => {
    const spec = heatPump.heatPump;
    const accessories = ROLES_BY_TYPE[spec.type].flatMap((role) => {
      const found = accessoryFor(role, spec.type, catalogue, request.occupants);
      return found ? [line(found.product, discountPercent, found.reason)] : [];
    });
    const main = line(
      heatPump,
      discountPercent,
      `${spec.capacityKw.toLocaleString('nl-NL')} kW bij ${spec.designCondition}`,
    );
    return {
      heatPump: main,
      accessories,
      totalCents: main.lineTotal + accessories.reduce((sum, a) => sum + a.lineTotal, 0),
    };
  });
}
