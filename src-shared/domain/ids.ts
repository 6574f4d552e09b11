/**
 * What a document id may look like (Firestore allows more; the portal never makes more).
 * Anything else cannot exist, so the API answers it as "not found" or as invalid input.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);
}
