import type { OfferteLine } from '@shared/schemas/offerte';
import { products } from '../collections/products';
import { assertMayDo, memberOf } from '../policy/access';
import type { Storage } from '../storage/port';
import { detailsOfCompany } from './business-details';
import { productLines, unknownProduct } from './create-offerte';

/**
 * A catalogue product as an offerte line: the installer's own price plus the company's
 * default margin, worked out here so the editor shows what the server would charge.
 */
export async function productLineFor(
  storage: Storage,
  uid: string,
  productId: string,
): Promise<OfferteLine> {
  const member = await memberOf(storage, uid);
  assertMayDo(member, 'offertes');
  const details = await detailsOfCompany(storage, member);
  const [line] = await productLines(
    storage,
    member,
    [{ productId, quantity: 1 }],
    details.marginPercent,
  );
  if (!line) throw unknownProduct();
  return line;
}

/** A product line names a product of the catalogue, or none (a typed line). */
export async function assertProductsExist(storage: Storage, lines: OfferteLine[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return;
  const found = await products.on(storage).getMany(ids);
  if (found.some((product) => !product)) throw unknownProduct();
}
