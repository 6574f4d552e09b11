import type { Context } from 'hono';

/**
 * A made PDF as a private download, never kept by a cache; the name keeps letters, digits,
 * dots and dashes only.
 */
export function pdfAnswer(c: Context, pdf: Uint8Array, filename: string): Response {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${safe}"`,
    'cache-control': 'private, no-store',
  });
}

/** A numbered document (offerte, invoice) as a PDF download named by its number. */
export function numberedPdfAnswer(
  c: Context,
  { pdf, number }: { pdf: Uint8Array; number: string },
): Response {
  return pdfAnswer(c, pdf, `${number}.pdf`);
}
