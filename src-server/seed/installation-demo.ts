import { addDays, dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import { warrantyMonthsOf } from '@shared/catalogue/product-facts';
import type { PhotoKind } from '@shared/schemas/installation-dossier';
import { clients, type StoredPhoto } from '../collections/clients';
import { customerInvoices } from '../collections/customer-invoices';
import { offertes } from '../collections/offertes';
import { markCustomerInvoicePaid } from '../customer-invoices/customer-invoices';
import { issueCustomerInvoice } from '../customer-invoices/issue-customer-invoice';
import { products } from '../collections/products';
import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import { encodePng } from '../files/png-encode';
import type { Storage } from '../storage/port';
import { INSTALLATION_PHOTO_PREFIX } from '../uploads/uploads';

/**
 * A small valid PNG (RGB, 8 bit) for a demo photo: a sky, a wall and a unit in `unit` colour,
 * so the dossier shows something recognisable without shipping image files.
 */
export function demoPhotoPng(
  unit: [number, number, number],
  width = 160,
  height = 120,
): Uint8Array {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) {
      const inUnit = x > width * 0.25 && x < width * 0.75 && y > height * 0.3 && y < height * 0.8;
      const pixel: [number, number, number] = inUnit
        ? unit
        : y < height * 0.45
          ? [205, 225, 240]
          : [190, 170, 150];
      rows.push(...pixel);
    }
  }
  return encodePng({ width, height, depth: 8, colourType: 2 }, Uint8Array.from(rows));
}

const DEMO_CLIENT = 'demo-klant-verhoeven';
const DEMO_INSTALLATION = 'demo-klant-verhoeven-isde';
const PHOTOS: [PhotoKind, [number, number, number]][] = [
  ['typeplaatje', [235, 235, 235]],
  ['buitenunit', [240, 240, 245]],
  ['binnenunit', [250, 250, 250]],
];

/**
 * The demo's complete job (issue 34, item 7): Bakkerij Verhoeven accepted its offerte for a
 * Noordwind lucht-water unit; the unit is installed and registered with its three photos, so the
 * warranty card and the ISDE dossier are there. Only added when missing; the consent to
 * maintenance reminders is recorded too.
 */
export async function seedInstallationDemo(
  storage: Storage,
  files: FileStore,
  clock: Clock,
): Promise<void> {
  const client = await clients.on(storage).get(DEMO_CLIENT);
  if (!client || client.installations.some((i) => i.id === DEMO_INSTALLATION)) return;
  // A demo product edited beyond what the catalogue reads leaves the demo job out.
  const product = await products
    .on(storage)
    .get('nw-aw8')
    .catch(() => null);
  if (!product) return;
  const now = clock.now();
  const installedOn = addDays(dutchDay(now), -3);
  const photos: StoredPhoto[] = [];
  for (const [index, [kind, colour]] of PHOTOS.entries()) {
    const path = `${INSTALLATION_PHOTO_PREFIX}/demo-verhoeven-${kind}.png`;
    await files.write(path, demoPhotoPng(colour), 'image/png');
    photos.push({
      id: `demo-foto-${index + 1}`,
      kind,
      path,
      contentType: 'image/png',
      uploadedAt: isoMoment(now),
    });
  }
  await clients.on(storage).update(DEMO_CLIENT, {
    installations: [
      ...client.installations,
      {
        id: DEMO_INSTALLATION,
        productId: product.id,
        productName: product.name,
        modelNumber: product.modelNumber,
        serialNumber: 'AW8-26-001187',
        installedOn,
        warrantyMonths: warrantyMonthsOf(product),
        refrigerant: product.heatPump?.refrigerant ?? '',
        photos,
        createdAt: isoMoment(now),
      },
    ],
    maintenanceReminders: true,
    maintenanceRemindersAt: isoMoment(now),
  });
}

const DEMO_OFFERTE = 'demo-offerte-geaccepteerd';
const DEMO_INSTALLER = 'demo-installateur';

/**
 * The demo job's invoices to the client (issue 34, item 7), made as the installer makes them:
 * the deposit (paid), then the final invoice on the installation day, which deducts it. Only
 * when the job is installed and has no invoices yet, so a restart adds nothing.
 */
export async function seedCustomerInvoicesDemo(
  storage: Storage,
  files: FileStore,
  clock: Clock,
): Promise<void> {
  const client = await clients.on(storage).get(DEMO_CLIENT);
  const installation = client?.installations.find((i) => i.id === DEMO_INSTALLATION);
  if (!installation || !(await offertes.on(storage).get(DEMO_OFFERTE))) return;
  const made = await customerInvoices
    .on(storage)
    .query({ where: [{ field: 'offerteId', op: '==', value: DEMO_OFFERTE }], limit: 1 });
  if (made.length > 0) return;
  const deposit = await issueCustomerInvoice(storage, files, clock, DEMO_INSTALLER, {
    kind: 'aanbetaling',
    offerteId: DEMO_OFFERTE,
  });
  await markCustomerInvoicePaid(storage, clock, DEMO_INSTALLER, deposit.id, undefined);
  await issueCustomerInvoice(storage, files, clock, DEMO_INSTALLER, {
    kind: 'eindfactuur',
    offerteId: DEMO_OFFERTE,
    deliveryDate: installation.installedOn,
  });
}
