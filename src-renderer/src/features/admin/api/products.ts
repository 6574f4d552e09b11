import { dutchDay } from '@shared/domain/calendar';
import { apiRequest } from '@/lib/api-client';
import { apiSend } from '@/lib/api-query';
import {
  importPreviewSchema,
  importResultSchema,
  uploadedFileSchema,
  type ProductInput,
} from '@shared/schemas/admin/products';
import { productSchema } from '@shared/schemas/product';
import { adminPath } from './keys';
import { adminResource } from './resource';

export type ProductFilters = { q?: string; status?: 'actief' | 'gearchiveerd' | 'alle' };
const products = adminResource<typeof productSchema, ProductFilters>('products', productSchema);

/** The catalogue as the back-office sees it, archived products included; one product. */
export const { list: adminProductsQuery, one: adminProductQuery } = products;

/** Creates a product (no id) or replaces an existing product's fields. */
export const saveProduct = (id: string | undefined) => (input: ProductInput) =>
  apiSend(adminPath('products', id), {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: productSchema,
  });

export const archiveProduct = (id: string) => (archived: boolean) =>
  apiSend(`${adminPath('products', id)}/archief`, {
    method: 'PATCH',
    body: { archived },
    schema: productSchema,
  });

/** Checks every line of a CSV file; writes nothing. */
export const previewImport = (csv: string) =>
  apiSend(`${adminPath('products')}/import/preview`, {
    method: 'POST',
    body: { csv },
    schema: importPreviewSchema,
  });

/** Writes a checked CSV file; the server refuses it whole when any line is wrong. */
export const importProducts = (csv: string) =>
  apiSend(`${adminPath('products')}/import`, {
    method: 'POST',
    body: { csv },
    schema: importResultSchema,
  });

/** Uploads a product image or PDF; the server checks type and size. */
export const uploadFile = ({ file, kind }: { file: File; kind: 'afbeelding' | 'document' }) =>
  apiRequest(`${adminPath('products')}/files?soort=${kind}`, {
    schema: uploadedFileSchema,
    auth: true,
    method: 'POST',
    file,
  });

/** The whole catalogue as CSV (semicolons, UTF-8 with BOM) for Excel. */
/** The whole catalogue as CSV: made by the server in the background, asked until ready. */
export const EXPORT_PATH = `${adminPath('products')}/export`;
export const exportFilename = () => `producten-${dutchDay(new Date())}.csv`;
