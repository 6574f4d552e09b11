import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions, IpcMainInvokeEvent, WebContents } from 'electron';
import type { MainWindowDeps } from '../../src-main/windows/main-window';
import { describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../../src-main/ipc/cart-store';
import { registerIpcHandlers } from '../../src-main/ipc/handlers';
import { createAppProtocolHandler } from '../../src-main/protocol';
import { hardenWebContents } from '../../src-main/security/harden';
import { isAllowedExternalUrl, isAppUrl } from '../../src-main/security/policy';
import { contentSecurityPolicy } from '@shared/security/csp';
import { createMainWindow, WINDOW_STATE_KEY } from '../../src-main/windows/main-window';
import { restoreWindowState } from '../../src-main/windows/window-state';
import { menuTemplate } from '../../src-main/menu';
import { makeProduct } from '../fixtures/product';
import { expectAnswers } from '../support/answers';

class FakeWindow {
  static last: FakeWindow | undefined;
  listeners = new Map<string, () => void>();
  loaded = '';
  maximized = false;
  bounds = { x: 10, y: 20, width: 1000, height: 700 };
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeWindow.last = this;
  }
  on(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  once(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
  maximize() {
    this.maximized = true;
  }
  isDestroyed = () => false;
  isMinimized = () => false;
  isMaximized = () => this.maximized;
  getBounds = () => this.bounds;
  getNormalBounds = () => this.bounds;
}

function openWindow(stored?: unknown) {
  const data = new Map<string, unknown>([[WINDOW_STATE_KEY, stored]]);
  createMainWindow({
    BrowserWindow: FakeWindow as unknown as MainWindowDeps['BrowserWindow'],
    preloadPath: '/app/preload.cjs',
    store: { get: (key) => data.get(key), set: (key, value) => void data.set(key, value) },
    displays: () => [{ x: 0, y: 0, width: 1920, height: 1080 }],
    url: 'app://warmteportaal/',
  });
  const window = FakeWindow.last;
  if (!window) throw new Error('no window');
  return { window, data };
}

describe('main window', () => {
  it('keeps isolation, sandbox and web security on, and Node out of the renderer', () => {
    const { window } = openWindow();
    const preferences = window.options.webPreferences ?? {};
    const valuesOf = (keys: (keyof typeof preferences)[]) =>
      Object.fromEntries(keys.map((key) => [key, preferences[key]]));
    // The walls between the page and the machine stand…
    expect(valuesOf(['contextIsolation', 'sandbox', 'webSecurity'])).toEqual({
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
    });
    // …and every way for page code to reach Node, or to load what the app did not ship, is shut.
    const shut = [
      'nodeIntegration',
      'nodeIntegrationInWorker',
      'nodeIntegrationInSubFrames',
    ] as const;
    const alsoShut = ['allowRunningInsecureContent', 'webviewTag'] as const;
    expect([...shut, ...alsoShut].filter((key) => preferences[key] !== false)).toEqual([]);
    expect(preferences.preload).toBe('/app/preload.cjs');
    expect(preferences.disableBlinkFeatures).toBe('Auxclick');
    expect(window.loaded).toBe('app://warmteportaal/');
  });

  it('remembers its size and place, and comes back there', () => {
    const { window, data } = openWindow();
    window.bounds = { x: 200, y: 150, width: 1100, height: 760 };
    window.listeners.get('close')?.();
    expect(data.get(WINDOW_STATE_KEY)).toEqual({
      x: 200,
      y: 150,
      width: 1100,
      height: 760,
      maximized: false,
    });
    const again = openWindow(data.get(WINDOW_STATE_KEY)).window;
    expect(again.options).toMatchObject({ x: 200, y: 150, width: 1100, height: 760 });
  });

  it('ignores a stored place that is off every screen, and a corrupt one', () => {
    expect(
      restoreWindowState({ x: 5000, y: 5000, width: 900, height: 700 }, [
        { x: 0, y: 0, width: 1920, height: 1080 },
      ]),
    ).toEqual({
      width: 900,
      height: 700,
      maximized: false,
    });
    expect(restoreWindowState('kapot', [])).toEqual({ width: 1280, height: 860, maximized: false });
  });
});

describe('menu', () => {
  it('is Dutch, and prints the current page with Ctrl/Cmd+P', () => {
    const print = vi.fn();
    const template = menuTemplate({ isMac: false, print, openExternal: () => undefined });
    expect(template.map((item) => item.label)).toEqual([
      'Bestand',
      'Bewerken',
      'Beeld',
      'Venster',
      'Help',
    ]);
    const file = template[0]?.submenu as {
      label?: string;
      accelerator?: string;
      click?: () => void;
    }[];
    const printItem = file.find((item) => item.accelerator === 'CmdOrCtrl+P');
    expect(printItem?.label).toBe('Afdrukken…');
    printItem?.click?.();
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('policy', () => {
  it('knows the app origin and the dev server, nothing else', () => {
    expect(isAppUrl('app://warmteportaal/catalogus')).toBe(true);
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5173/x')).toBe(false);
    expect(isAppUrl('https://evil.example/')).toBe(false);
    expect(isAppUrl('javascript:alert(1)')).toBe(false);
  });

  it('opens only allow-listed https origins externally', () => {
    expectAnswers(isAllowedExternalUrl, {
      'https://www.rvo.nl/subsidies': true,
      'http://www.rvo.nl/': false,
      'https://evil.example/': false,
      'file:///etc/passwd': false,
      'javascript:alert(1)': false,
    });
  });

  it('builds a CSP that allows script only from the app and data only from the API', () => {
    const csp = contentSecurityPolicy('https://api.warmteportaal.nl');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain(
      "connect-src 'self' https://api.warmteportaal.nl https://identitytoolkit",
    );
  });
});

type OpenHandler = (details: { url: string }) => { action: string };
type PermissionHandler = (
  contents: unknown,
  permission: string,
  done: (ok: boolean) => void,
) => void;

function fakeContents() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  let openHandler: OpenHandler = () => ({ action: 'allow' });
  let permissionHandler: PermissionHandler = () => undefined;
  const contents = {
    setWindowOpenHandler: (handler: OpenHandler) => (openHandler = handler),
    on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
    session: {
      setPermissionRequestHandler: (handler: PermissionHandler) => (permissionHandler = handler),
      setPermissionCheckHandler: () => undefined,
    },
  };
  return {
    contents: contents as unknown as WebContents,
    open: (url: string) => openHandler({ url }),
    navigate: (url: string) => {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-navigate')?.(event, url);
      return event.preventDefault.mock.calls.length > 0;
    },
    permission: (name: string) =>
      new Promise<boolean>((done) => permissionHandler(null, name, done)),
  };
}

describe('hardening', () => {
  it('denies every new window and opens allow-listed https links in the browser', () => {
    const openExternal = vi.fn(async () => undefined);
    const fake = fakeContents();
    hardenWebContents(fake.contents, { openExternal, log: () => undefined });
    expect(fake.open('https://www.rvo.nl/')).toEqual({ action: 'deny' });
    expect(fake.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://www.rvo.nl/');
  });

  it('prevents navigation away from the app', () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents, { openExternal: async () => undefined, log: () => undefined });
    expect(fake.navigate('app://warmteportaal/dashboard')).toBe(false);
    expect(fake.navigate('https://evil.example/')).toBe(true);
    expect(fake.navigate('javascript:alert(1)')).toBe(true);
  });

  it('denies permissions that are not on the allow-list', async () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents, { openExternal: async () => undefined, log: () => undefined });
    expect(await fake.permission('media')).toBe(false);
    expect(await fake.permission('geolocation')).toBe(false);
    expect(await fake.permission('clipboard-sanitized-write')).toBe(true);
  });
});

describe('IPC', () => {
  const line = {
    ...makeProduct({ price: 900 }),
    quantity: 2,
    changedAt: '2026-11-27T10:00:00.000Z',
  };
  const item = { items: [line], removed: [], job: null };
  const empty = { items: [], removed: [], job: null };

  function setup() {
    const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
    const data = new Map<string, unknown>();
    registerIpcHandlers({
      ipcMain: { handle: (channel, fn) => void handlers.set(channel, fn) },
      cartStore: createCartStore({ get: (k) => data.get(k), set: (k, v) => void data.set(k, v) }),
    });
    const call = (channel: string, from: string, ...args: unknown[]) =>
      handlers.get(channel)?.(
        { senderFrame: { url: from } } as unknown as IpcMainInvokeEvent,
        ...args,
      );
    return { call, data };
  }

  it('saves and loads a valid cart from the app', () => {
    const { call } = setup();
    call('cart:save', 'app://warmteportaal/catalogus', 'demo-installateur', item);
    expect(call('cart:load', 'app://warmteportaal/', 'demo-installateur')).toEqual(item);
  });

  it('reads a cart kept before carts were stamped, its lines older than any change', () => {
    const store = createCartStore({
      get: () => ({ 'demo-dealer': [{ ...line, changedAt: undefined }] }),
      set: () => undefined,
    });
    expect(store.load('demo-dealer')).toEqual({
      ...empty,
      items: [{ ...line, changedAt: '1970-01-01T00:00:00.000Z' }],
    });
  });

  it("keeps each user's cart apart: the next user at the counter starts empty", () => {
    const { call } = setup();
    call('cart:save', 'app://warmteportaal/', 'demo-installateur', item);
    expect(call('cart:load', 'app://warmteportaal/', 'demo-dealer')).toEqual(empty);
    call('cart:save', 'app://warmteportaal/', 'demo-dealer', {
      ...item,
      items: [{ ...line, quantity: 5 }],
    });
    expect(call('cart:load', 'app://warmteportaal/', 'demo-installateur')).toEqual(item);
  });

  it('refuses a missing or malformed owner', () => {
    const { call } = setup();
    expect(() => call('cart:load', 'app://warmteportaal/')).toThrow('Ongeldige gegevens');
    expect(() => call('cart:save', 'app://warmteportaal/', '../carts', item)).toThrow(
      'Ongeldige gegevens',
    );
  });

  it('refuses calls from another origin', () => {
    const { call } = setup();
    expect(() => call('cart:load', 'https://evil.example/', 'demo-dealer')).toThrow(
      'Afzender geweigerd',
    );
  });

  it('refuses payloads that do not match the schema', () => {
    const { call, data } = setup();
    expect(() =>
      call('cart:save', 'app://warmteportaal/', 'demo-dealer', {
        ...item,
        items: [{ ...line, quantity: -1 }],
      }),
    ).toThrow('Ongeldige gegevens');
    expect(() => call('cart:save', 'app://warmteportaal/', 'demo-dealer', 'geen lijst')).toThrow(
      'Ongeldige gegevens',
    );
    expect(data.size).toBe(0);
  });

  it('loads a corrupt stored cart as an empty cart', () => {
    const store = createCartStore({
      get: () => ({ 'demo-dealer': { kapot: true } }),
      set: () => undefined,
    });
    expect(store.load('demo-dealer')).toEqual(empty);
  });
});

describe('app protocol', () => {
  it('serves renderer files with the CSP, routes to index.html, refuses to climb out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-renderer-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>W</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const handler = createAppProtocolHandler(dir, "default-src 'none'");
    const js = await handler(new Request('app://warmteportaal/app.js'));
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('content-security-policy')).toBe("default-src 'none'");
    const route = await handler(new Request('app://warmteportaal/dashboard'));
    expect(await route.text()).toContain('<title>W</title>');
    const climb = await handler(new Request('app://warmteportaal/..%2F..%2Fetc%2Fpasswd'));
    expect(climb.status).toBe(404);
    rmSync(dir, { recursive: true, force: true });
  });
});
