import '@shared/security/zod-without-eval';

/*
 * The configured API client (api-request.ts), with zod in its CSP-safe mode before any page
 * that imports it parses an answer or a form with zod.
 */
export * from './api-request';
// Code on the first page imports these from api-base.ts directly.
export { apiUrl, setTokenProvider } from './api-base';
