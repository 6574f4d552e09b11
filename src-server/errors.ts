import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES, type ApiErrorBody } from '@shared/schemas/api-error';
import { InvalidNameError } from './storage/port';

/** An error the API answers with on purpose: a status, a stable code and a Dutch message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiErrors = {
  unauthenticated: () =>
    new ApiError(401, API_ERROR_CODES.unauthenticated, 'Je bent niet ingelogd. Log opnieuw in.'),
  validation: (fields: Record<string, string>) =>
    new ApiError(
      400,
      API_ERROR_CODES.validation,
      'De aanvraag bevat ongeldige gegevens. Controleer de invoer.',
      fields,
    ),
  notFound: () =>
    new ApiError(404, API_ERROR_CODES.notFound, 'Deze pagina of gegevens bestaan niet.'),
  profileNotFound: () =>
    new ApiError(404, API_ERROR_CODES.profileNotFound, 'Er is geen profiel voor dit account.'),
  productNotFound: () =>
    new ApiError(404, API_ERROR_CODES.productNotFound, 'Dit product bestaat niet (meer).'),
};

/** Hono's own refusals, in Dutch where a generic sentence says too little. */
const HTTP_MESSAGES: Partial<Record<number, { code: string; message: string }>> = {
  413: { code: 'te_groot', message: 'De aanvraag is te groot.' },
};

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(body(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof InvalidNameError) {
    // Routes check ids before storage; this is the net under a route that forgot to.
    const notFound = apiErrors.notFound();
    return c.json(body(notFound.code, notFound.message), 404);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const known = HTTP_MESSAGES[error.status];
    return c.json(
      body(known?.code ?? 'http_fout', known?.message ?? 'De aanvraag kon niet worden verwerkt.'),
      error.status,
    );
  }
  console.error('Onverwachte fout in de API:', error);
  return c.json(
    body(API_ERROR_CODES.internal, 'Er ging iets mis op de server. Probeer het later opnieuw.'),
    500,
  );
}

export function handleNotFound(c: Context): Response {
  const error = apiErrors.notFound();
  return c.json(body(error.code, error.message), 404);
}
