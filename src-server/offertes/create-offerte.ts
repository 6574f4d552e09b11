import { randomUUID } from 'node:crypto';
import { groundSourceOfferteLines } from '@shared/calculator/offerte';
import { isdeEstimateCents } from '@shared/calculator/running-costs';
import { costsFor } from '@shared/calculator/summary';
import { formatEuro } from '@shared/domain/money';
import { isoMoment } from '@shared/domain/dates';
import { dutchDay, validUntil } from '@shared/domain/calendar';
import { OFFERTE_RULES, salesPriceCents, vatRateOf } from '@shared/domain/offerte';
import { unitPriceFor } from '@shared/domain/pricing';
import { discountOf } from '@shared/domain/rules';
import type { CreateOfferteRequest, Offerte, OfferteLine } from '@shared/schemas/offerte';
import { adviceFor } from '../calculator/advice';
import { calculations } from '../collections/calculations';
import { clients, type StoredClient } from '../collections/clients';
import { companyClient } from '../clients/clients';
import { nextNumberIn } from '../collections/counters';
import { offertes, type StoredOfferte } from '../collections/offertes';
import { products } from '../collections/products';
import { users } from '../collections/users';
import { type Member, memberWhoMay } from '../policy/access';
import { assertCompanyRecord, ownerOf } from '../policy/company-records';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { Storage } from '../storage/port';
import { detailsOfCompany, savedHourlyRate } from './business-details';
import { toOfferte } from './offerte-view';

/** The client's fields an offerte keeps (name and address print on it). */
export function clientFields(client: StoredClient) {
  const place = [client.postcode, client.city].filter(Boolean).join(' ');
  return {
    clientId: client.id,
    clientName: client.name,
    clientAddress: [client.address, place].filter(Boolean).join(', '),
    clientEmail: client.email,
  };
}

/** A client of the member's company; another company's is "not found". */
export async function offerteClient(storage: Storage, member: Member, clientId: string) {
  return companyClient(member, await clients.on(storage).get(clientId), 'offertes');
}

interface Draft {
  lines: OfferteLine[];
  clientId?: string | undefined;
  title: string;
  clientTitle: string;
  summary: string;
  isdeEstimateCents?: number;
}

export const unknownProduct = () =>
  new ApiError(400, 'product_onbekend', 'Een gekozen product bestaat niet (meer).');

/** The installer's own price of each product plus the company's margin, as product lines. */
export async function productLines(
  storage: Storage,
  member: Member,
  wanted: { productId: string; quantity: number }[],
  marginPercent: number,
): Promise<OfferteLine[]> {
  const discount = discountOf(await users.on(storage).get(member.uid));
  const found = await products.on(storage).getMany(wanted.map((line) => line.productId));
  return wanted.map((line, index) => {
    const product = found[index];
    if (!product) throw unknownProduct();
    return {
      kind: 'product',
      description: `${product.name} (${product.modelNumber})`,
      quantity: line.quantity,
      unitPriceCents: salesPriceCents(unitPriceFor(product, discount), marginPercent),
      vatRate: vatRateOf(product.vatRate),
      productId: product.id,
    };
  });
}

const kw = (watts: number) =>
  `${(watts / 1000).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} kW`;

/**
 * A saved calculation as an offerte: heat pump and source, labour, heat loss and savings.
 * Labour is charged at the company's own hourly rate once its Bedrijfsgegevens are saved,
 * else at the rate the calculation was made with.
 */
async function fromCalculation(
  storage: Storage,
  member: Member,
  calculationId: string,
): Promise<Draft> {
  const savedRate = await savedHourlyRate(storage, member.companyId);
  const calculation = await calculations.on(storage).get(calculationId);
  assertCompanyRecord(member, calculation, {
    action: 'berekeningen',
    notFound: apiErrors.notFound,
    madeBy: ownerOf,
  });
  const { input } = calculation;
  // The installation the calculator shows: the chosen heat pump (else its first advice) with
  // its accessories, each at the installer's own price plus the calculation's margin.
  const advice =
    input.heatLossW > 0
      ? await adviceFor(storage, member.uid, {
          heatLossW: input.heatLossW,
          mode: input.mode,
          hybridPowerShare: input.hybridPowerShare,
          occupants: input.occupants,
          flowTemperature: input.flowTemperature,
          source: input.source,
        })
      : { options: [] };
  const chosen =
    advice.options.find((option) => option.heatPump.product.id === input.heatPumpId) ??
    advice.options[0];
  const lines: OfferteLine[] = chosen
    ? [chosen.heatPump, ...chosen.accessories].map((line) => ({
        kind: 'product',
        description: `${line.product.name} (${line.product.modelNumber})`,
        quantity: line.quantity,
        unitPriceCents: salesPriceCents(line.unitPrice, input.marginPercent),
        vatRate: vatRateOf(line.product.vatRate),
        productId: line.product.id,
      }))
    : [];
  const heatPump = chosen?.heatPump.product.heatPump;
  for (const source of groundSourceOfferteLines(input, heatPump)) {
    lines.push({
      kind: 'vrij',
      description: source.name,
      quantity: source.quantity,
      unitPriceCents: salesPriceCents(source.ownUnitCents, input.marginPercent),
      vatRate: OFFERTE_RULES.defaultVatRate,
    });
  }
  if (input.labourHours > 0) {
    lines.push({
      kind: 'arbeid',
      description: 'Installatie en inbedrijfstelling',
      quantity: input.labourHours,
      unitPriceCents: savedRate ?? input.labourRateCents,
      vatRate: OFFERTE_RULES.defaultVatRate,
    });
  }
  const summary = [
    `Berekend warmteverlies: ${kw(input.heatLossW)} bij −10 °C.`,
    ...(heatPump
      ? [
          `Geschatte besparing op energiekosten: ${formatEuro(costsFor(input, heatPump).savingCents)} per jaar (schatting bij gas ${formatEuro(input.gasCentsPerM3)}/m³ en stroom ${formatEuro(input.electricityCentsPerKwh)}/kWh).`,
        ]
      : []),
  ].join(' ');
  const isde = heatPump ? isdeEstimateCents(heatPump) : 0;
  return {
    lines,
    ...(calculation.clientId ? { clientId: calculation.clientId } : {}),
    // The calculation's name is the installer's own ("Bakker, Esdoornlaan 7 – hybride"); the
    // client sees what is offered.
    title: calculation.name,
    clientTitle: chosen
      ? `Levering en installatie ${chosen.heatPump.product.name}`
      : 'Uw warmtepompinstallatie',
    summary,
    ...(isde > 0 ? { isdeEstimateCents: isde } : {}),
  };
}

/**
 * Takes the next number of the company's offertes of that year inside the transaction that
 * stores the offerte, so numbers are consecutive without gaps (one company's offertes are
 * few; the counter sees little contention).
 */
async function storeWithNumber(
  storage: Storage,
  companyId: string,
  now: Date,
  offerte: Omit<StoredOfferte, 'id' | 'number'>,
): Promise<StoredOfferte> {
  const id = randomUUID();
  return storage.transaction(async (tx) => {
    const stored = { ...offerte, number: await nextNumberIn(tx, 'offerte', now, companyId) };
    offertes.in(tx).set(id, stored);
    return { ...stored, id };
  });
}

export async function createOfferte(
  storage: Storage,
  clock: Clock,
  uid: string,
  request: CreateOfferteRequest,
): Promise<Offerte> {
  const member = await memberWhoMay(storage, uid, 'offertes');
  const details = await detailsOfCompany(storage, member);
  const draft: Draft =
    request.from === 'berekening'
      ? await fromCalculation(storage, member, request.calculationId)
      : {
          lines:
            request.from === 'winkelwagen'
              ? await productLines(storage, member, request.lines, details.marginPercent)
              : [],
          clientId: request.clientId,
          title: '',
          clientTitle: '',
          summary: '',
        };
  const client = draft.clientId ? await offerteClient(storage, member, draft.clientId) : null;
  const now = clock.now();
  const at = isoMoment(now);
  const stored = await storeWithNumber(storage, member.companyId, now, {
    companyId: member.companyId,
    ownerId: uid,
    version: 1,
    status: 'concept',
    title: draft.title,
    clientTitle: draft.clientTitle,
    ...(client ? clientFields(client) : { clientName: '', clientAddress: '', clientEmail: '' }),
    lines: draft.lines,
    discountPercent: 0,
    ...(draft.isdeEstimateCents ? { isdeEstimateCents: draft.isdeEstimateCents } : {}),
    summary: draft.summary,
    validUntil: validUntil(now, details.validityDays),
    createdAt: at,
    updatedAt: at,
    history: [],
    seen: true,
  });
  return toOfferte(stored, dutchDay(now), false);
}
