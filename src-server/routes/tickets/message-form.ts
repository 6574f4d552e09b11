import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@shared/domain/rules';
import { ApiError, apiErrors } from '../../errors';

/** Room for the most attachments a message may carry, plus its text. */
export const messageBodyLimit = bodyLimit({
  maxSize: MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + 1024 * 1024,
  onError: () => {
    throw new ApiError(
      413,
      'te_groot',
      `Het bericht is te groot. Stuur hoogstens ${MAX_ATTACHMENTS_PER_MESSAGE} bijlagen van 10 MB.`,
    );
  },
});

const FILE_FIELD = 'bijlagen';

/**
 * Reads a message: multipart form data with files under `bijlagen`, or JSON without files.
 * The text fields go through the schema; empty optional fields count as absent.
 */
export async function readMessageForm<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ fields: z.output<T>; uploads: File[] }> {
  let raw: Record<string, unknown> = {};
  const uploads: File[] = [];
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    raw = await c.req.json<Record<string, unknown>>().catch(() => {
      throw apiErrors.validation({ json: 'De aanvraag is geen geldige JSON.' });
    });
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) raw = {};
  } else if (type.includes('multipart/form-data') || type.includes('urlencoded')) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw apiErrors.validation({ form: 'Het formulier kon niet worden gelezen.' });
    });
    for (const [key, value] of Object.entries(form)) {
      const values = Array.isArray(value) ? value : [value];
      if (key === FILE_FIELD) {
        uploads.push(...values.filter((v): v is File => v instanceof File && v.size > 0));
      } else if (typeof values[0] === 'string' && values[0] !== '') {
        raw[key] = values[0];
      }
    }
  } else {
    throw apiErrors.validation({ body: 'Stuur het bericht als formulier of als JSON.' });
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues)
      fields[issue.path.join('.') || 'body'] ??= issue.message;
    throw apiErrors.validation(fields);
  }
  return { fields: result.data, uploads };
}
