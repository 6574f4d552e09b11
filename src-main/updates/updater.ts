/**
 * The part of electron-updater's autoUpdater this app uses: small, so the main-process tests
 * inject a fake and prove when it checks, and that it asks before restarting.
 */
export interface UpdaterPort {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** A question with buttons; resolves with the index of the button chosen. */
export type Ask = (message: {
  message: string;
  detail?: string;
  buttons: string[];
}) => Promise<number>;

export interface UpdaterDeps {
  updater: UpdaterPort;
  /** The generic HTTPS feed, set at build time (MAIN_VITE_UPDATE_URL); empty: no updates. */
  feedUrl: string | undefined;
  /** Development (`npm run dev:desktop`) or an unpackaged app: never checks. */
  isDev: boolean;
  ask: Ask;
  log?: (message: string) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Updates {
  /** Whether updates are on in this build, and why not. */
  readonly enabled: boolean;
  readonly reason: string;
  /** On start: checks now and then once a day, downloading in the background. */
  start(): void;
  /** The menu's `Zoek naar updates`: checks now and says what it found. */
  checkNow(): Promise<void>;
}

/** The feed URL when it may be used: https only (an update is code the app will run). */
export function updateFeed(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href.replace(/\/?$/, '/') : null;
  } catch {
    return null;
  }
}

/**
 * Auto-update from a generic HTTPS feed (electron-builder's latest.yml and installers): checks
 * on start and daily, downloads in the background, and asks before restarting; a downloaded
 * update not installed now is installed when the app quits.
 */
export function createUpdates(deps: UpdaterDeps): Updates {
  const feed = updateFeed(deps.feedUrl);
  const log = deps.log ?? ((message: string) => console.info(message));
  const reason = deps.isDev
    ? 'Bijwerken staat uit tijdens de ontwikkeling.'
    : !deps.feedUrl
      ? 'Deze versie is gebouwd zonder update-adres (MAIN_VITE_UPDATE_URL).'
      : !feed
        ? 'Het update-adres van deze versie is geen https-adres.'
        : '';
  const enabled = reason === '';
  let manual = false;
  let wired = false;
  let asking = false;

  function wire() {
    if (wired || !feed) return;
    wired = true;
    const { updater } = deps;
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.setFeedURL({ provider: 'generic', url: feed });
    updater.on('update-downloaded', (info) => {
      manual = false;
      if (asking) return;
      asking = true;
      void deps
        .ask({
          message: `Versie ${info.version} van Warmteportaal is gedownload.`,
          detail:
            'Herstart de app om hem te gebruiken. Doe je dat later, dan wordt hij bij afsluiten geïnstalleerd.',
          buttons: ['Nu herstarten', 'Later'],
        })
        .then((choice) => {
          asking = false;
          if (choice === 0) updater.quitAndInstall();
        });
    });
    updater.on('update-not-available', () => {
      if (!manual) return;
      manual = false;
      void deps.ask({
        message: 'Je gebruikt de nieuwste versie van Warmteportaal.',
        buttons: ['OK'],
      });
    });
    updater.on('error', (error) => {
      log(`Bijwerken mislukt: ${error.message}`);
      if (!manual) return;
      manual = false;
      void deps.ask({
        message: 'Zoeken naar updates lukte niet.',
        detail: 'Controleer de internetverbinding en probeer het later opnieuw.',
        buttons: ['OK'],
      });
    });
  }

  const check = () =>
    deps.updater.checkForUpdates().catch((error: unknown) => {
      log(`Bijwerken mislukt: ${error instanceof Error ? error.message : String(error)}`);
    });

  return {
    enabled,
    reason,
    start() {
      if (!enabled) return log(`Geen updates: ${reason}`);
      wire();
      void check();
      (deps.setInterval ?? setInterval)(() => void check(), DAY_MS);
    },
    async checkNow() {
      if (!enabled) {
        await deps.ask({
          message: 'Zoeken naar updates kan hier niet.',
          detail: reason,
          buttons: ['OK'],
        });
        return;
      }
      wire();
      manual = true;
      await check();
    },
  };
}
