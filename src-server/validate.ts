import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { applyDutchValidationMessages } from '@shared/schemas/dutch-messages';
import { apiErrors } from './errors';

// Validation messages reach users: Dutch sentences a person understands.
applyDutchValidationMessages();

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
