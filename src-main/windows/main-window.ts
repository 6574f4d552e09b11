import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import type { KeyValueStore } from '../store/key-value-store';
import { restoreWindowState, type Rectangle } from './window-state';

export const WINDOW_STATE_KEY = 'venster';

export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  preloadPath: string;
  store: KeyValueStore;
  displays: () => Rectangle[];
  url: string;
}

/**
 * The counter's main window. Every Electron security setting is stated here, literally, so
 * reviewers and scanners see it at the place the window is made.
 */
export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const { BrowserWindow } = deps;
  const state = restoreWindowState(deps.store.get(WINDOW_STATE_KEY), deps.displays());
  const window = new BrowserWindow({
    ...(state.x === undefined ? {} : { x: state.x, y: state.y }),
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Warmteportaal',
    webPreferences: {
      preload: deps.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // A middle click must not open a link in a new window.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
    },
  });
  if (state.maximized) window.maximize();

  const remember = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    const maximized = window.isMaximized();
    const bounds = maximized ? window.getNormalBounds() : window.getBounds();
    deps.store.set(WINDOW_STATE_KEY, { ...bounds, maximized });
  };
  window.on('resize', remember);
  window.on('move', remember);
  window.on('close', remember);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(deps.url);
  return window;
}
