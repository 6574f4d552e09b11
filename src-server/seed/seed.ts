import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import { dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { calculatorFieldsOf, products } from '../collections/products';
import { users } from '../collections/users';
import type { Storage } from '../storage/port';
import { DEMO_ACCOUNTS, type AccountAdmin } from './accounts';
import { seedBackOffice } from './back-office';
import { seedCalculations } from './calculations';
import { seedCatalogue, type SeedProduct } from './catalogue';
import { seedLibrary } from './library';
import { seedInvoices } from './invoices-demo';
import { seedOffertes } from './offertes-demo';
import { seedCustomerInvoicesDemo, seedInstallationDemo } from './installation-demo';
import { seedPortalDemo } from './portal-demo';
import { productImageSvg } from './product-image';
import { productSheetPdf } from './product-sheet';
import { seedCompanyDemo } from './company-demo';
import { personName } from '@shared/domain/display-name';
import { seedDemoFirms, seedFirmPoints } from './demo-firms';

const DAY_MS = 86_400_000;

export interface SeedReport {
  productsCreated: number;
  accountsCreated: number;
  profilesCreated: number;
}

/**
 * A catalogue seeded before the calculator (or before a field of its heat-pump data, or the
 * `Past bij` links) existed lacks those fields; only what is missing is added, never
 * overwriting an edit.
 */
async function addCalculatorData(
  storage: Storage,
  product: Pick<SeedProduct, 'id' | 'heatPump' | 'accessory' | 'fitsWith'>,
): Promise<void> {
  // Only the absence of fields matters here, whatever shape the rest of it has.
  const existing = await calculatorFieldsOf(storage, product.id);
  if (!existing) return;
  const storedSpec = existing.heatPumpFields;
  const missingSpec =
    product.heatPump && storedSpec
      ? Object.keys(product.heatPump).filter((field) => !(field in storedSpec))
      : [];
  const patch = {
    ...(product.heatPump && !existing.hasHeatPump ? { heatPump: product.heatPump } : {}),
    // Seeded before a field existed (W55 capacity, phase, refrigerant, …): only those fields
    // are added to the stored data.
    ...(product.heatPump && storedSpec && missingSpec.length > 0
      ? { heatPump: { ...product.heatPump, ...storedSpec } }
      : {}),
    ...(product.accessory && !existing.hasAccessory ? { accessory: product.accessory } : {}),
    ...(product.fitsWith && !existing.hasFitsWith ? { fitsWith: product.fitsWith } : {}),
  };
  if (Object.keys(patch).length > 0) await products.on(storage).update(product.id, patch);
}

interface SeedDeps {
  storage: Storage;
  files: FileStore;
  accounts: AccountAdmin;
  clock: Clock;
}

/**
 * Makes sure the demo catalogue and demo accounts exist. It only ever adds what is missing,
 * so it runs on every start without overwriting what users changed.
 */
export async function seed(deps: SeedDeps): Promise<SeedReport> {
  const productsCreated = await seedProducts(deps);
  return { productsCreated, ...(await seedAccounts(deps)) };
}

/** The demo catalogue with its images and product sheets; needs no Auth emulator. */
export async function seedProducts(deps: Omit<SeedDeps, 'accounts'>): Promise<number> {
  const { storage, files, clock } = deps;
  const now = clock.now().getTime();
  let created = 0;

  for (const { ageDays, expectedInDays, ...product } of seedCatalogue()) {
    const imagePath = `products/${product.id}.svg`;
    if (!(await files.exists(imagePath))) {
      const svg = productImageSvg(product.category, product.modelNumber);
      await files.write(imagePath, new TextEncoder().encode(svg), 'image/svg+xml');
    }
    const documents: { title: string; url: string }[] = [];
    if (product.category !== 'toebehoren') {
      const sheetPath = `products/${product.id}-productblad.pdf`;
      if (!(await files.exists(sheetPath))) {
        await files.write(
          sheetPath,
          await productSheetPdf({ ageDays, ...product }),
          'application/pdf',
        );
      }
      documents.push({
        title: `Productblad ${product.modelNumber}`,
        url: `/api/files/${sheetPath}`,
      });
    }
    const record = {
      warrantyMonths: DEFAULT_WARRANTY_MONTHS,
      archived: false,
      ...product,
      documents,
      imageUrl: `/api/files/${imagePath}`,
      createdAt: isoMoment(new Date(now - ageDays * DAY_MS)),
      ...(expectedInDays === undefined
        ? {}
        : { expectedDate: dutchDay(new Date(now + expectedInDays * DAY_MS)) }),
    };
    if (await products.on(storage).create(product.id, record)) {
      created++;
    } else {
      await addCalculatorData(storage, product);
    }
  }
  await seedLibrary(storage, files, seedCatalogue());
  return created;
}

/** The demo accounts in Auth and their profiles; needs the Auth emulator running. */
export async function seedAccounts(deps: SeedDeps): Promise<Omit<SeedReport, 'productsCreated'>> {
  const { storage, accounts, clock } = deps;
  const report = { accountsCreated: 0, profilesCreated: 0 };
  for (const account of DEMO_ACCOUNTS) {
    const { profile } = account;
    const displayName = personName(profile);
    if (await accounts.ensureAccount({ ...account, displayName })) report.accountsCreated++;
    const { createdAt, ...fields } = profile;
    const record = {
      email: account.email,
      ...fields,
      ...(createdAt ? { createdAt: isoMoment(createdAt) } : {}),
    };
    if (await users.on(storage).create(account.uid, record)) report.profilesCreated++;
  }
  await seedDemoFirms(storage, clock);
  await seedFirmPoints(storage);
  await seedPortalDemo(storage, clock);
  await seedCalculations(storage, 'demo-installateur', clock.now());
  await seedOffertes(storage, clock);
  await seedInstallationDemo(storage, deps.files, clock);
  await seedCustomerInvoicesDemo(storage, deps.files, clock);
  await seedBackOffice(storage, clock);
  await seedInvoices(storage, clock);
  await seedCompanyDemo(storage, clock);
  return report;
}
