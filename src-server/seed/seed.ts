import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage } from '../storage/port';
import { DEMO_ACCOUNTS, type AccountAdmin } from './accounts';
import { seedBackOffice } from './back-office';
import { seedCatalogue } from './catalogue';
import { productImageSvg } from './product-image';
import { productSheetPdf } from './product-sheet';

const DAY_MS = 86_400_000;

export interface SeedReport {
  productsCreated: number;
  accountsCreated: number;
  profilesCreated: number;
}

/**
 * Makes sure the demo catalogue and demo accounts exist. It only ever adds what is missing,
 * so it runs on every start without overwriting what users changed.
 */
export async function seed(deps: {
  storage: Storage;
  files: FileStore;
  accounts: AccountAdmin;
  clock: Clock;
}): Promise<SeedReport> {
  const { storage, files, accounts, clock } = deps;
  const now = clock.now().getTime();
  const report: SeedReport = { productsCreated: 0, accountsCreated: 0, profilesCreated: 0 };

  for (const { ageDays, ...product } of seedCatalogue()) {
    const imagePath = `products/${product.id}.svg`;
    if (!(await files.exists(imagePath))) {
      const svg = productImageSvg(product.category, product.modelNumber);
      await files.write(imagePath, new TextEncoder().encode(svg), 'image/svg+xml');
    }
    const documents: DocumentData[] = [];
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
    const record: DocumentData = {
      ...product,
      documents,
      imageUrl: `/api/files/${imagePath}`,
      createdAt: new Date(now - ageDays * DAY_MS),
    };
    if (await storage.create(COLLECTIONS.products, product.id, record)) report.productsCreated++;
  }

  for (const account of DEMO_ACCOUNTS) {
    const { profile } = account;
    const displayName = `${profile.firstName} ${profile.lastName}`;
    if (await accounts.ensureAccount({ ...account, displayName })) report.accountsCreated++;
    const record: DocumentData = { email: account.email };
    for (const [key, value] of Object.entries(profile))
      if (value !== undefined) record[key] = value;
    if (await storage.create(COLLECTIONS.users, account.uid, record)) {
      report.profilesCreated++;
      // The points balance always equals the ledger: an opening balance is an entry too.
      if (profile.rewardPoints) {
        await storage.create(COLLECTIONS.pointsLedger, `startsaldo-${account.uid}`, {
          userId: account.uid,
          amount: profile.rewardPoints,
          reason: 'startsaldo',
          createdAt: profile.createdAt ?? clock.now(),
        });
      }
    }
  }
  await seedBackOffice(storage, clock);
  return report;
}
