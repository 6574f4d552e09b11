/**
 * A link a product shows (its image, its documents): an `https:` address or a file of the
 * portal itself (`/api/files/…`). Never `javascript:`, `data:` or plain `http:`.
 */
export function isProductLink(value: string): boolean {
  if (value.startsWith('/'))
    return /^\/api\/files\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value) && !/\.\.|\/\//.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
export const PRODUCT_LINK_MESSAGE =
  'Gebruik een adres dat begint met https:// of een bestand van het portaal (/api/files/…).';
