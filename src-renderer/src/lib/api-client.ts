import type { z } from 'zod';
import { env } from '@/config/env';
import { apiErrorSchema } from '@shared/schemas/api-error';

/** A failed API call, with the Dutch message the API gave (or one of our own). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions<T extends z.ZodType> {
  schema: T;
  token?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Makes a URL of the API absolute where the renderer is not served by the API (desktop). */
export function apiUrl(path: string): string {
  return /^https?:/.test(path) ? path : `${env.apiBaseUrl}${path}`;
}

/** The one configured API client: JSON in, a validated answer out. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  { schema, token, method = 'GET', body, signal }: ApiRequestOptions<T>,
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'geen_verbinding',
      'Geen verbinding met Warmteportaal. Controleer je internetverbinding en probeer het opnieuw.',
    );
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) {
      throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
    }
    throw new ApiRequestError(
      response.status,
      'onbekende_fout',
      'Er ging iets mis. Probeer het later opnieuw.',
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError(
      response.status,
      'onverwacht_antwoord',
      'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
    );
  }
  return parsed.data;
}
