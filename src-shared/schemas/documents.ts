import { z } from 'zod';
import { optionalTextFields } from './answer-fields';
import { CATEGORY_SLUGS, DOCUMENT_KINDS } from '../domain/rules';

/** One document of the downloads library: a direct link to its PDF. */
export const libraryDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  url: z.string(),
  /** A product category slug, or `algemeen` for documents of no product. */
  category: z.string(),
  ...optionalTextFields('productId', 'productName', 'modelNumber'),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const documentListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'De zoekterm is te lang.' }).optional(),
  category: z
    .string()
    .regex(/^[a-z-]{1,60}$/, { error: 'Kies een geldige categorie.' })
    .optional(),
  kind: z.enum(DOCUMENT_KINDS, { error: 'Kies een geldige documentsoort.' }).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The personal price list: every product, or one category's. */
export const priceListQuerySchema = z.object({
  categorie: z.enum(CATEGORY_SLUGS, { error: 'Kies een bestaande productcategorie.' }).optional(),
});

/**
 * The answer while a file made from the whole catalogue (price list, export) is being made
 * (HTTP 202): ask again after `retryAfterSeconds`.
 */
export const fileInProgressSchema = z.object({
  status: z.literal('bezig'),
  message: z.string(),
  retryAfterSeconds: z.number().int().positive(),
});
export type FileInProgress = z.infer<typeof fileInProgressSchema>;
