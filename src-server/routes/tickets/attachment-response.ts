import type { Context } from 'hono';
import type { StoredAttachment } from '../../support/attachments';

/**
 * Sends an attachment (of a ticket, or of a caught e-mail) as a download, never rendered
 * inline in the portal's origin.
 */
export function attachmentResponse(
  c: Context,
  {
    attachment,
    body,
  }: { attachment: Pick<StoredAttachment, 'name'> & { contentType: string }; body: Uint8Array },
) {
  return c.body(new Uint8Array(body), 200, {
    'content-type': attachment.contentType,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
