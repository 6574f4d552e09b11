import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';

/** A reference to a stored document; `error` says in Dutch what is wrong with it. */
export function documentIdSchema(error?: string) {
  return z.string().regex(DOCUMENT_ID_PATTERN, error === undefined ? undefined : { error });
}
