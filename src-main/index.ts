import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, shell } from 'electron';
import electronUpdater from 'electron-updater';
import Store from 'electron-store';
import { contentSecurityPolicy, originOf } from '@shared/security/csp';
import { createCartStore } from './ipc/cart-store';
import { registerIpcHandlers } from './ipc/handlers';
import { menuTemplate } from './menu';
import { createPrinting } from './printing/printer';
import { createOrderQueue } from './queue/order-queue';
import { createAppProtocolHandler } from './protocol';
import { hardenWebContents } from './security/harden';
import { APP_ORIGIN, APP_SCHEME, isAllowedExternalUrl } from './security/policy';
import { createUpdates } from './updates/updater';
import { createMainWindow } from './windows/main-window';

const DEFAULT_API_URL = 'http://127.0.0.1:5180';
const here = fileURLToPath(new URL('.', import.meta.url));
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const apiOrigin = originOf(
  process.env.WARMTEPORTAAL_API_URL || import.meta.env.MAIN_VITE_API_BASE_URL || DEFAULT_API_URL,
);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// A second launch at the counter brings the running app forward instead.
if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | null = null;
const settings = new Store({ name: 'instellingen' });

// Updates from the generic HTTPS feed set at build time; never in development.
const updates = createUpdates({
  updater: electronUpdater.autoUpdater,
  feedUrl: import.meta.env.MAIN_VITE_UPDATE_URL,
  isDev: Boolean(devServerUrl) || !app.isPackaged,
  ask: async ({ message, detail, buttons }) => {
    const options = {
      type: 'info' as const,
      message,
      detail,
      buttons,
      defaultId: 0,
      cancelId: buttons.length - 1,
    };
    const answer = mainWindow
      ? await dialog.showMessageBox(mainWindow, options)
      : await dialog.showMessageBox(options);
    return answer.response;
  },
});

/** The counter page, from the menu: the app's own page, in development the dev server's. */
function showCounter(): void {
  if (!mainWindow) return openMainWindow();
  void mainWindow.loadURL(new URL('/balie', devServerUrl ?? `${APP_ORIGIN}/`).href);
}

function openExternal(url: string): void {
  if (isAllowedExternalUrl(url)) void shell.openExternal(url);
}

function openMainWindow(): void {
  const window = createMainWindow({
    BrowserWindow,
    preloadPath: join(here, '../preload/index.cjs'),
    store: settings,
    displays: () => screen.getAllDisplays().map((display) => display.workArea),
    url: devServerUrl ?? `${APP_ORIGIN}/`,
  });
  // The cart lives in electron-store, so a crashed renderer comes back with its cart.
  window.webContents.on('render-process-gone', (_event, details) => {
    console.error('Renderer gestopt:', details.reason);
    if (details.reason !== 'clean-exit' && !window.isDestroyed()) window.reload();
  });
  window.on('closed', () => (mainWindow = null));
  mainWindow = window;
}

app.on('second-instance', () => {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
});

// A second guard: every web contents, however created, is hardened.
app.on('web-contents-created', (_event, contents) =>
  hardenWebContents(contents, { openExternal: async (url) => openExternal(url), devServerUrl }),
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler(join(here, '../renderer'), contentSecurityPolicy(apiOrigin)),
  );
  registerIpcHandlers({
    ipcMain,
    cartStore: createCartStore(new Store({ name: 'winkelwagen' })),
    orderQueue: createOrderQueue(new Store({ name: 'wachtrij' })),
    printing: createPrinting({ store: settings, contents: () => mainWindow?.webContents }),
    devServerUrl,
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        isMac: process.platform === 'darwin',
        print: () => mainWindow?.webContents.print({ silent: false, printBackground: false }),
        openExternal,
        showCounter,
        checkForUpdates: () => void updates.checkNow(),
      }),
    ),
  );
  openMainWindow();
  updates.start();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
});
