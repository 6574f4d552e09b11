import type { Context } from 'hono';
import type { StoredAttachment } from '../../support/attachments';

/** Sends an attachment as a download, never rendered inline in the portal's origin. */
export function attachmentResponse(
  c: Context,
  { attachment, body }: { attachment: StoredAttachment; body: Uint8Array },
) {
  return c.body(new Uint8Array(body), 200, {
    'content-type': attachment.contentType,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
