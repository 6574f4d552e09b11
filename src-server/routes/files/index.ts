import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { isSafeFilePath } from '../../files/port';
import { ATTACHMENT_PREFIX } from '../../support/attachments';
import { CATALOGUE_FILE_PREFIX } from '../../catalogue-files/jobs';
import { INSTALLATION_PHOTO_PREFIX } from '../../uploads/uploads';
import { MAIL_ATTACHMENT_PREFIX } from '../../notify/attachments';

/** A percent-encoded path, or null when its encoding is broken (`%E0%A4%A`). */
function decodedPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Public files: product images and documents, cached by browsers for a day. */
export function fileRoutes({ files }: AppDeps) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const path = decodedPath(c.req.path.replace(/^.*?\/api\/files\//, ''));
    // Ticket attachments, files made from the catalogue (trade prices), photos of a client's
    // home and queued mail's attachments (invoices, dossiers) are private: only their own
    // routes serve them, to whom may see them (mail attachments: nobody).
    if (
      path === null ||
      !isSafeFilePath(path) ||
      [
        ATTACHMENT_PREFIX,
        CATALOGUE_FILE_PREFIX,
        INSTALLATION_PHOTO_PREFIX,
        MAIL_ATTACHMENT_PREFIX,
      ].some((prefix) => path.startsWith(`${prefix}/`))
    ) {
      throw apiErrors.notFound();
    }
    const file = await files.read(path);
    if (!file) throw apiErrors.notFound();
    return c.body(new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=86400',
      // An SVG opened on its own must not run script.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  });
}
