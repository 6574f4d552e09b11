import { env } from '@/config/env';

/*
 * The part of the API client the first page needs (the session's token source, the early
 * catalogue request, the connection check), apart from the client itself (api-client.ts) so
 * that the request and download code loads with the pages that use it.
 */

type TokenProvider = (forceRefresh?: boolean) => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The session registers how to get a fresh ID token; requests with `auth` use it. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/**
 * A fresh ID token of the signed-in user, or null. `forceRefresh` asks Firebase for a new one
 * even when the cached token has not expired (after the API refused it).
 */
export function currentToken(forceRefresh = false): Promise<string | null> {
  return tokenProvider(forceRefresh);
}

/** Makes a URL of the API absolute where the renderer is not served by the API (desktop). */
export function apiUrl(path: string): string {
  return /^https?:/.test(path) ? path : `${env.apiBaseUrl}${path}`;
}

/** An image's address, or none for a product without an image (never the API's root). */
export function imageUrl(path: string): string | undefined {
  return path ? apiUrl(path) : undefined;
}
