import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { apiErrors } from './errors';

// Validation messages reach users; zod's Dutch locale gives them in their language.
z.config(z.locales.nl());

/** Validates one part of a request; a failure answers 400 with a message per field. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || target;
      fields[key] ??= issue.message;
    }
    throw apiErrors.validation(fields);
  });
}
