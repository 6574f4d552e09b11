import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { FreshAccount } from './fresh-firm';

/**
 * The desktop app without the Electron binary (its download is impossible here): the BUILT
 * renderer (out/renderer) in Chromium, with the BUILT preload (out/preload) exposing its bridge
 * and the REAL main-process IPC handlers and electron-store cart behind it. Only Electron's
 * `app` paths are replaced, by a temp folder.
 */
const RENDERER_DIR = resolve('out/renderer');
const PRELOAD = resolve('out/preload/index.cjs');

type Handler = (event: { senderFrame: { url: string } }, ...args: unknown[]) => unknown;

/** electron-store asks Electron's `app` where to keep its file; this `electron` answers that. */
const FAKE_ELECTRON = `
const userData = process.env.WP_DESKTOP_USER_DATA;
export const app = { getPath: () => userData, getVersion: () => '0.0.0-test' };
export const ipcMain = { on() {}, handle() {} };
export const shell = {};
export default { app, ipcMain, shell };
`;
const HOOKS = `
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') {
    return { url: 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(FAKE_ELECTRON)}), shortCircuit: true };
  }
  return next(specifier, context);
}
`;

export interface DesktopMain {
  /** The main process's IPC handlers by channel, as registerIpcHandlers registered them. */
  handlers: Map<string, Handler>;
  /** Where electron-store keeps the cart (the app's userData folder). */
  userData: string;
}

let hooked = false;

/**
 * Starts "the main process": the real cart store, order queue and IPC handlers on a userData
 * folder. Started again on the same folder, it is the app after a restart (or a crash).
 */
export async function startDesktopMain(userData: string): Promise<DesktopMain> {
  process.env.WP_DESKTOP_USER_DATA = userData;
  if (!hooked) register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
  hooked = true;
  const { default: Store } = await import('electron-store');
  const { createCartStore } = await import('../../src-main/ipc/cart-store');
  const { createOrderQueue } = await import('../../src-main/queue/order-queue');
  const { registerIpcHandlers } = await import('../../src-main/ipc/handlers');
  const handlers = new Map<string, Handler>();
  registerIpcHandlers({
    ipcMain: { handle: (channel: string, fn: Handler) => void handlers.set(channel, fn) },
    // As src-main/index.ts opens them.
    cartStore: createCartStore(new Store({ name: 'winkelwagen', cwd: userData })),
    orderQueue: createOrderQueue(new Store({ name: 'wachtrij', cwd: userData })),
  } as Parameters<typeof registerIpcHandlers>[0]);
  return { handlers, userData };
}

/** A request the renderer sent to the API: what it asked and, when it got one, the answer. */
export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  status?: number;
  body?: string;
}

/**
 * The connection between the app and the API, for the tests. `block(paths)` makes matching API
 * calls fail as a dropped connection does (default: all of them); `unblock()` brings the API
 * back and lets the browser say `online`, as it does when a connection returns;
 * `loseNextAnswer(method, path)` lets the next such call reach the portal but drops its answer
 * on the way back, after which that path stays blocked (the connection went down with it).
 */
export interface DesktopNetwork {
  calls: ApiCall[];
  block(paths?: RegExp): void;
  unblock(): Promise<void>;
  loseNextAnswer(method: string, path: string): void;
}

/** The API origin built into the desktop renderer (its CSP's connect-src names it). */
export function builtApiOrigin(): string {
  const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8').replaceAll('&#39;', "'");
  const origin = /connect-src 'self' (https?:\/\/[^\s;]+)/.exec(html)?.[1];
  if (!origin) throw new Error('De desktopbuild noemt geen API-adres; draai npm run build:desktop');
  return origin;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};
const PORTAL_PATHS =
  /^\/(api|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|emulator)\//;

/**
 * Serves the built renderer at the API origin it was built for (app:// in Electron) and sends
 * the API and Auth calls on to the test portal, so the renderer runs unchanged.
 */
export async function serveDesktopRenderer(
  context: BrowserContext,
  apiOrigin: string,
  portalUrl: string,
): Promise<DesktopNetwork> {
  let blocked: RegExp | null = null;
  let lose: { method: string; path: string } | null = null;
  const calls: ApiCall[] = [];
  await context.route(`${apiOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (PORTAL_PATHS.test(url.pathname)) {
      const request = route.request();
      const call: ApiCall = {
        method: request.method(),
        path: url.pathname,
        headers: request.headers(),
      };
      calls.push(call);
      if (blocked?.test(url.pathname)) return route.abort('internetdisconnected');
      // In Electron these calls come from app://warmteportaal, an origin the portal admits.
      const response = await route.fetch({
        url: `${portalUrl}${url.pathname}${url.search}`,
        headers: { ...request.headers(), origin: 'app://warmteportaal' },
      });
      call.status = response.status();
      if (url.pathname.startsWith('/api/')) call.body = await response.text();
      if (lose && lose.method === call.method && lose.path === call.path) {
        lose = null;
        blocked = new RegExp(`^${call.path}$`);
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    }
    const wanted = normalize(join(RENDERER_DIR, decodeURIComponent(url.pathname)));
    const file =
      wanted.startsWith(RENDERER_DIR + sep) && extname(wanted) && existsSync(wanted)
        ? wanted
        : join(RENDERER_DIR, 'index.html');
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    });
  });
  return {
    calls,
    block(paths = /./) {
      blocked = paths;
    },
    async unblock() {
      blocked = null;
      // Chromium fires `offline`, then `online`: what the app hears when the line returns.
      await context.setOffline(true);
      await context.setOffline(false);
    },
    loseNextAnswer(method, path) {
      lose = { method, path };
    },
  };
}

/**
 * Puts the built preload's bridge into every page, its ipcRenderer.invoke going to the main
 * process's handlers with the app as sender, as Electron's IPC would.
 */
export async function installPreload(context: BrowserContext, main: DesktopMain): Promise<void> {
  await context.exposeFunction('__desktopIpcInvoke', (channel: string, args: unknown[]) => {
    const handler = main.handlers.get(channel);
    if (!handler) throw new Error(`Geen IPC-handler voor ${channel}`);
    return handler({ senderFrame: { url: 'app://warmteportaal/' } }, ...args);
  });
  const preload = readFileSync(PRELOAD, 'utf8');
  await context.addInitScript(`(() => {
    const fakeElectron = {
      ipcRenderer: { invoke: (channel, ...args) => window.__desktopIpcInvoke(channel, args) },
      contextBridge: {
        exposeInMainWorld: (key, api) =>
          Object.defineProperty(window, key, { value: Object.freeze(api) }),
      },
    };
    const require = (name) => {
      if (name === 'electron') return fakeElectron;
      throw new Error('De preload vraagt ' + name);
    };
    ${preload}
  })();`);
}

/**
 * Opens "the app" (a new browser context on the main process given) and signs `who` in: an
 * account of the test's own firm, so no other spec shares its cart or orders. `before` sees
 * the connection first, e.g. to start without one.
 */
export async function openDesktopApp(
  browser: Browser,
  main: DesktopMain,
  urls: { apiOrigin: string; portalUrl: string; who: FreshAccount },
  before?: (network: DesktopNetwork) => void,
): Promise<{ page: Page; network: DesktopNetwork }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const network = await serveDesktopRenderer(context, urls.apiOrigin, urls.portalUrl);
  before?.(network);
  await installPreload(context, main);
  const page = await context.newPage();
  await page.goto(`${urls.apiOrigin}/login`);
  await page.getByLabel('E-mailadres').fill(urls.who.email);
  await page.getByLabel('Wachtwoord').fill(urls.who.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  return { page, network };
}

/** Closes "the app"; images still on their way through the bridge's route are let go. */
export async function closeDesktopApp(page: Page): Promise<void> {
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}
