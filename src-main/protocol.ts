import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Answers app://warmteportaal/<path> from the packaged renderer files, with the CSP on every
 * response. Unknown paths get index.html: they are routes of the single-page app.
 */
export function createAppProtocolHandler(rendererDir: string, csp: string) {
  const root = normalize(rendererDir);
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const wanted = normalize(join(root, decodeURIComponent(pathname)));
    if (!wanted.startsWith(root + sep) && wanted !== root) {
      return new Response('Niet gevonden', { status: 404 });
    }
    const headers = { 'content-security-policy': csp, 'x-content-type-options': 'nosniff' };
    const file = extname(wanted) ? wanted : join(root, 'index.html');
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      return new Response(body, { headers: { ...headers, 'content-type': type } });
    } catch {
      return new Response('Niet gevonden', { status: 404, headers });
    }
  };
}
