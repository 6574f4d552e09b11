import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, protocol, shell } from 'electron';
import Store from 'electron-store';
import { createCartStore } from './ipc/cart-store';
import { registerIpcHandlers } from './ipc/handlers';
import { createAppProtocolHandler } from './protocol';
import { hardenWebContents } from './security/harden';
import { APP_ORIGIN, APP_SCHEME, contentSecurityPolicy } from './security/policy';
import { mainWindowOptions } from './windows/main-window';

const DEFAULT_API_URL = 'http://127.0.0.1:5180';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const apiOrigin = new URL(
  process.env.WARMTEPORTAAL_API_URL || import.meta.env.MAIN_VITE_API_BASE_URL || DEFAULT_API_URL,
).origin;

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | null = null;

function createMainWindow(): void {
  mainWindow = new BrowserWindow(mainWindowOptions(join(here, '../preload/index.cjs')));
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  void mainWindow.loadURL(devServerUrl ?? `${APP_ORIGIN}/`);
}

app.on('second-instance', () => {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
});

// A second guard: every web contents, however created, is hardened.
app.on('web-contents-created', (_event, contents) =>
  hardenWebContents(contents, { openExternal: (url) => shell.openExternal(url), devServerUrl }),
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  const csp = contentSecurityPolicy(apiOrigin);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(here, '../renderer'), csp));
  registerIpcHandlers({
    ipcMain,
    cartStore: createCartStore(new Store({ name: 'winkelwagen' })),
    devServerUrl,
  });
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});
