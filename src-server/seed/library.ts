import { DOCUMENT_KIND_LABELS, GENERAL_DOCUMENT_CATEGORY } from '@shared/domain/rules';
import type { FileStore } from '../files/port';
import { documents } from '../collections/documents';
import type { Storage } from '../storage/port';
import type { SeedProduct } from './catalogue';
import { documentPdf } from './document-pdf';
import { documentKindsFor, GENERAL_DOCUMENTS, productDocumentContent } from './library-content';

async function ensureFile(files: FileStore, path: string, make: () => Promise<Uint8Array>) {
  if (!(await files.exists(path))) await files.write(path, await make(), 'application/pdf');
}

/**
 * The downloads library: the product documents of every seeded product and the general
 * documents, as PDFs in the file port and one record each. Adds only what is missing.
 */
export async function seedLibrary(
  storage: Storage,
  files: FileStore,
  products: SeedProduct[],
): Promise<number> {
  let created = 0;
  for (const product of products) {
    for (const kind of documentKindsFor(product)) {
      // The productblad exists already (seed.ts writes it with the product).
      const path = `products/${product.id}-${kind === 'productblad' ? 'productblad' : kind.replace('_', '-')}.pdf`;
      if (kind !== 'productblad') {
        await ensureFile(files, path, () => documentPdf(productDocumentContent(product, kind)));
      }
      const record = {
        kind,
        title: `${DOCUMENT_KIND_LABELS[kind]} ${product.modelNumber}`,
        url: `/api/files/${path}`,
        category: product.category,
        productId: product.id,
        productName: product.name,
        modelNumber: product.modelNumber,
      };
      if (await documents.on(storage).create(`${product.id}-${kind}`, record)) created++;
    }
  }
  for (const { id, kind, content } of GENERAL_DOCUMENTS) {
    const path = `documents/${id}.pdf`;
    await ensureFile(files, path, () => documentPdf(content));
    const record = {
      kind,
      title: content.title,
      url: `/api/files/${path}`,
      category: GENERAL_DOCUMENT_CATEGORY,
    };
    if (await documents.on(storage).create(id, record)) created++;
  }
  return created;
}
