import { describe, expect, it, vi } from 'vitest';
import { menuTemplate } from '../../src-main/menu';
import {
  createUpdates,
  DAY_MS,
  updateFeed,
  type Ask,
  type UpdaterPort,
} from '../../src-main/updates/updater';

/** electron-updater's autoUpdater as far as the app uses it, recording what it was asked. */
function fakeUpdater() {
  const listeners = new Map<string, (...args: never[]) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    feeds: [] as unknown[],
    checks: 0,
    installs: 0,
    setFeedURL(options: unknown) {
      this.feeds.push(options);
    },
    checkForUpdates() {
      this.checks += 1;
      return Promise.resolve(null);
    },
    quitAndInstall() {
      this.installs += 1;
    },
    on(event: string, listener: (...args: never[]) => void) {
      listeners.set(event, listener);
      return updater;
    },
    emit(event: string, ...args: unknown[]) {
      (listeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
    },
  };
  return updater satisfies UpdaterPort;
}

function setup(options: { feedUrl?: string; isDev?: boolean; answer?: number } = {}) {
  const updater = fakeUpdater();
  const asked: Parameters<Ask>[0][] = [];
  const ask = vi.fn<Ask>(async (question) => {
    asked.push(question);
    return options.answer ?? 1;
  });
  const timers: { fn: () => void; ms: number }[] = [];
  const updates = createUpdates({
    updater,
    feedUrl: 'feedUrl' in options ? options.feedUrl : 'https://updates.warmteportaal.nl/desktop',
    isDev: options.isDev ?? false,
    ask,
    log: () => undefined,
    setInterval: (fn, ms) => timers.push({ fn, ms }),
  });
  return { updater, updates, asked, ask, timers };
}

describe('auto-update', () => {
  it('checks on start and then daily, downloading in the background from the generic feed', () => {
    const { updater, updates, timers } = setup();
    updates.start();
    expect(updates.enabled).toBe(true);
    expect(updater.feeds).toEqual([
      { provider: 'generic', url: 'https://updates.warmteportaal.nl/desktop/' },
    ]);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.checks).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([DAY_MS]);
    timers[0]?.fn();
    timers[0]?.fn();
    expect(updater.checks).toBe(3);
  });

  it('asks before restarting, and restarts only when told to', async () => {
    const later = setup({ answer: 1 });
    later.updates.start();
    later.updater.emit('update-downloaded', { version: '1.2.0' });
    await vi.waitFor(() => expect(later.asked).toHaveLength(1));
    expect(later.asked[0]?.message).toContain('1.2.0');
    expect(later.asked[0]?.buttons).toEqual(['Nu herstarten', 'Later']);
    expect(later.updater.installs).toBe(0);

    const now = setup({ answer: 0 });
    now.updates.start();
    now.updater.emit('update-downloaded', { version: '1.2.0' });
    await vi.waitFor(() => expect(now.updater.installs).toBe(1));
  });

  it('never checks in development or without a feed URL, and says why when asked', async () => {
    for (const options of [{ isDev: true }, { feedUrl: undefined }, { feedUrl: '' }]) {
      const { updater, updates, asked, timers } = setup(options);
      updates.start();
      expect(updates.enabled).toBe(false);
      expect(updater.checks).toBe(0);
      expect(updater.feeds).toEqual([]);
      expect(timers).toEqual([]);
      await updates.checkNow();
      expect(updater.checks).toBe(0);
      expect(asked[0]?.message).toBe('Zoeken naar updates kan hier niet.');
    }
  });

  it('accepts only an https feed', () => {
    expect(updateFeed('https://x.example/feed')).toBe('https://x.example/feed/');
    expect(updateFeed('http://x.example/feed')).toBeNull();
    expect(updateFeed('niet een adres')).toBeNull();
    const { updater, updates } = setup({ feedUrl: 'http://x.example/feed' });
    updates.start();
    expect(updater.checks).toBe(0);
    expect(updates.reason).toMatch(/geen https-adres/);
  });

  it('`Zoek naar updates` checks now and says when this is the newest version', async () => {
    const { updater, updates, asked } = setup();
    await updates.checkNow();
    expect(updater.checks).toBe(1);
    updater.emit('update-not-available');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.message).toBe('Je gebruikt de nieuwste versie van Warmteportaal.');
    // The daily check in the background says nothing when nothing is new.
    updater.emit('update-not-available');
    expect(asked).toHaveLength(1);
  });

  it('has the menu entries Balie and Zoek naar updates', () => {
    const showCounter = vi.fn();
    const checkForUpdates = vi.fn();
    const template = menuTemplate({
      isMac: false,
      print: () => undefined,
      openExternal: () => undefined,
      showCounter,
      checkForUpdates,
    });
    const items = template.flatMap(
      (menu) => (menu.submenu ?? []) as { label?: string; click?: () => void }[],
    );
    items.find((item) => item.label === 'Balie')?.click?.();
    items.find((item) => item.label === 'Zoek naar updates')?.click?.();
    expect(showCounter).toHaveBeenCalledOnce();
    expect(checkForUpdates).toHaveBeenCalledOnce();
  });
});
