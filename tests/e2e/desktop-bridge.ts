import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { BrowserContext } from '@playwright/test';

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

/** Starts "the main process": the real cart store and IPC handlers on a userData folder. */
export async function startDesktopMain(userData: string): Promise<DesktopMain> {
  process.env.WP_DESKTOP_USER_DATA = userData;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
  const { default: Store } = await import('electron-store');
  const { createCartStore } = await import('../../src-main/ipc/cart-store');
  const { registerIpcHandlers } = await import('../../src-main/ipc/handlers');
  const handlers = new Map<string, Handler>();
  registerIpcHandlers({
    ipcMain: { handle: (channel: string, fn: Handler) => void handlers.set(channel, fn) },
    // As src-main/index.ts opens it.
    cartStore: createCartStore(new Store({ name: 'winkelwagen' })),
  } as Parameters<typeof registerIpcHandlers>[0]);
  return { handlers, userData };
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
): Promise<void> {
  await context.route(`${apiOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (PORTAL_PATHS.test(url.pathname)) {
      // In Electron these calls come from app://warmteportaal, an origin the portal admits.
      const response = await route.fetch({
        url: `${portalUrl}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), origin: 'app://warmteportaal' },
      });
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
