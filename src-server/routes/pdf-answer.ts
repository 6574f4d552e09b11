import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** A member's document as a PDF download named by its number, never kept by a cache. */
export function pdfAnswer(
  c: Context<AppEnv>,
  { pdf, number }: { pdf: Uint8Array; number: string },
) {
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${number}.pdf"`,
    'cache-control': 'private, no-store',
  });
}
