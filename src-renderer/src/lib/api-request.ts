import type { ApiErrorBody } from '@shared/schemas/api-error';
import { apiUrl, currentToken } from './api-base';
import { noteAnsweredAt } from './answer-dates';

/*
 * The API client without zod: pages whose first load must stay light (the catalogue and the
 * product page) import it from here with a parser of their own (lib/answer-shape.ts). Every
 * other page imports it from api-client.ts, which also puts zod in its CSP-safe mode.
 */

/**
 * What checks an answer: a zod schema, or a light shape check (lib/answer-shape.ts).
 */
export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

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

/** Offline, and this device kept no earlier answer to show instead. */
export const OFFLINE_NOTHING_KEPT =
  'Je bent offline en dit is op dit apparaat nog niet eerder geopend. Het wordt geladen zodra je weer verbinding hebt.';

/** True when the API could not be reached at all (not when it answered with a refusal). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === 'geen_verbinding';

export interface ApiRequestOptions<T> {
  schema: AnswerParser<T>;
  token?: string;
  /** Send the signed-in user's ID token. */
  auth?: boolean;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as it is (an upload) instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
}

/**
 * The one configured API client: JSON in, a validated answer out. A session token the API
 * refuses (401) is refreshed once and the request sent again: the local portal accepts only
 * tokens its own sign-in proxy handed out, so a token cached from before an update is renewed
 * instead of failing every request until Firebase's hourly refresh.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  try {
    return await sendRequest(path, options, false);
  } catch (error) {
    const retry = error instanceof ApiRequestError && error.status === 401;
    if (!retry || options.token !== undefined || !options.auth) throw error;
    return sendRequest(path, options, true);
  }
}

async function sendRequest<T>(
  path: string,
  { schema, token, auth, method = 'GET', body, file, signal, headers: extra }: ApiRequestOptions<T>,
  freshToken: boolean,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const bearer = token ?? (auth ? await currentToken(freshToken) : null);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  // Form data (files) sets its own multipart content type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (file) headers['content-type'] = file.type || 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : isForm ? body : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'geen_verbinding',
      navigator.onLine
        ? 'Geen verbinding met Warmteportaal. Controleer je internetverbinding en probeer het opnieuw.'
        : OFFLINE_NOTHING_KEPT,
    );
  }
  const payload: unknown =
    response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as Partial<ApiErrorBody> | undefined)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      throw new ApiRequestError(response.status, error.code, error.message);
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
  if (method === 'GET') noteAnsweredAt(parsed.data, response);
  return parsed.data;
}

/**
 * Asks the API for a file for the signed-in user (`post`: made from a JSON body); a refusal
 * becomes an ApiRequestError with the API's Dutch message. Any success is answered as it is:
 * a file, or a 202 "being made" (see hooks/use-prepared-download.ts).
 */
export async function fetchFile(path: string, post?: { body: unknown }): Promise<Response> {
  const token = await currentToken();
  const response = await fetch(apiUrl(path), {
    method: post ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(post ? { 'content-type': 'application/json' } : {}),
    },
    body: post ? JSON.stringify(post.body) : undefined,
  });
  if (!response.ok) {
    const error = (
      (await response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined
    )?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'download_mislukt',
      error?.message ?? 'Het bestand kon niet worden gedownload.',
    );
  }
  return response;
}

/** Saves a file the API sent under `filename`, as the browser saves a download. */
export async function saveResponse(response: Response, filename: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API serves to the signed-in user, e.g. an order confirmation PDF; with
 * `post`, the file is made from a JSON body (an offerte).
 */
export async function apiDownload(
  path: string,
  filename: string,
  post?: { body: unknown },
): Promise<void> {
  await saveResponse(await fetchFile(path, post), filename);
}
