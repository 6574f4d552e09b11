import { libraryDocumentSchema, type LibraryDocument } from '@shared/schemas/documents';
import type { DocumentData } from '../storage/port';

/** documents/{id}: one PDF of the downloads library, stored as the API shows it. */
export const storedDocumentSchema = libraryDocumentSchema.omit({ id: true });

export function toLibraryDocument(id: string, data: DocumentData): LibraryDocument {
  return { id, ...storedDocumentSchema.parse(data) };
}
