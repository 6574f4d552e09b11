import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A guard loaded into the Auth emulator's process (`node --require`) before firebase-tools
 * starts its servers. The emulator answers `Authorization: Bearer owner` with every account and
 * password, reflects any `Origin` and grants private-network access: any web page open on this
 * machine could read it. Only programs on this machine need the emulator (the portal's proxy
 * and firebase-admin, the tests' own sign-ins), and none of them is a browser. So every HTTP
 * request and WebSocket upgrade on every server of that process (Auth, hub, logging) is
 * refused with 403 and no CORS headers when it
 * - carries an `Origin` (every cross-origin fetch, preflight and form post has one),
 * - carries `Sec-Fetch-Site` other than `none` (a browser's request a page started), or
 * - names another host than the loopback address and port it arrived on (DNS rebinding).
 *
 * Plain JavaScript in a string: it runs in the emulator's own Node process, without the
 * TypeScript loader, and is written next to the emulator's config on start.
 */
export const EMULATOR_GUARD_SOURCE = `'use strict';
const http = require('node:http');
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
function allowed(request) {
  const headers = request.headers;
  if (headers.origin !== undefined) return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'none') return false;
  const port = request.socket && request.socket.localPort;
  const host = String(headers.host || '').toLowerCase();
  return LOOPBACK.some((name) => host === name + ':' + port);
}
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, target, ...rest) {
  if ((event === 'request' || event === 'upgrade') && !allowed(request)) {
    if (event === 'request') {
      target.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      target.end('Geen toegang: de inlogdienst is alleen via het portaal bereikbaar.');
    } else {
      target.end('HTTP/1.1 403 Forbidden\\r\\nConnection: close\\r\\nContent-Length: 0\\r\\n\\r\\n');
    }
    return true;
  }
  return emit.call(this, event, request, target, ...rest);
};
`;

/** Writes the guard into `dir` and returns its path, for `node --require`. */
export function writeEmulatorGuard(dir: string): string {
  const path = join(dir, 'emulator-guard.cjs');
  writeFileSync(path, EMULATOR_GUARD_SOURCE);
  return path;
}
