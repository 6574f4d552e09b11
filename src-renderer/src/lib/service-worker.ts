/** Told when a new version's worker is installed and waiting; `activate` switches to it. */
export const NEW_VERSION_EVENT = 'warmteportaal:nieuwe-versie';
export type NewVersionEvent = CustomEvent<{ activate(): void }>;

/**
 * Registers the generated (Workbox) service worker once the page has loaded. In local
 * development the worker file may be missing; then any worker left from an earlier build is
 * unregistered instead. A new version waits until the user chooses `Vernieuwen`; the page then
 * reloads under it (its precache replaced the old one, outdated caches are removed).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.location.protocol.startsWith('http')) return;
  window.addEventListener('load', () => {
    void (async () => {
      try {
        if (import.meta.env.DEV) {
          const response = await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' });
          const isScript = response.headers.get('content-type')?.includes('javascript');
          if (!response.ok || !isScript) {
            const registrations = await navigator.serviceWorker.getRegistrations();
            await Promise.all(registrations.map((registration) => registration.unregister()));
            return;
          }
        }
        const { Workbox } = await import('workbox-window');
        const worker = new Workbox('/sw.js');
        worker.addEventListener('waiting', () => {
          const activate = () => {
            worker.addEventListener('controlling', () => window.location.reload());
            worker.messageSkipWaiting();
          };
          window.dispatchEvent(new CustomEvent(NEW_VERSION_EVENT, { detail: { activate } }));
        });
        await worker.register();
      } catch (error) {
        console.warn('Service worker niet geregistreerd:', error);
      }
    })();
  });
}
