import type { WebContents } from 'electron';
import { ALLOWED_PERMISSIONS, isAllowedExternalUrl, isAppUrl } from './policy';

export interface HardenOptions {
  openExternal: (url: string) => Promise<void>;
  devServerUrl?: string;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Applied to every web contents: no new windows, no navigation away from the app, external
 * https links only to allow-listed origins and only in the system browser.
 */
export function hardenWebContents(contents: WebContents, options: HardenOptions): void {
  const log = options.log ?? ((message, detail) => console.warn(message, detail ?? ''));

  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void options.openExternal(url);
    else log('Venster geweigerd:', url);
    return { action: 'deny' };
  });

  const guardNavigation = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url, options.devServerUrl)) return;
    event.preventDefault();
    if (isAllowedExternalUrl(url)) void options.openExternal(url);
    else log('Navigatie geweigerd:', url);
  };
  contents.on('will-navigate', guardNavigation);
  contents.on('will-redirect', guardNavigation);

  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('preload-error', (_event, path, error) => log(`Preload-fout in ${path}:`, error));

  contents.session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  );
  contents.session.setPermissionCheckHandler((_contents, permission) =>
    ALLOWED_PERMISSIONS.has(permission),
  );
}
