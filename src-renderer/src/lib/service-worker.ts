/** Told when a new version's worker is installed and waiting; `activate` switches to it. */
export const NEW_VERSION_EVENT = 'warmteportaal:nieuwe-versie';
export type NewVersionEvent = CustomEvent<{ activate(): void }>;

/**
 * A new version's worker waits: the page offers `Vernieuwen`, which tells it to take over (the
 * generated worker answers SKIP_WAITING) and reloads under it. The very first worker of a
 * browser takes over without asking: there is no older version to replace.
 */
function offerNewVersion(waiting: ServiceWorker): void {
  if (!navigator.serviceWorker.controller) return;
  const activate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  window.dispatchEvent(new CustomEvent(NEW_VERSION_EVENT, { detail: { activate } }));
}

/**
 * Registers the generated (Workbox) service worker with the browser's own API (workbox-window
 * would be 2 KiB more on every first load) once the page has loaded. In local
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
        const registration = await navigator.serviceWorker.register('/sw.js');
        if (registration.waiting) offerNewVersion(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offerNewVersion(installing);
          });
        });
      } catch (error) {
        console.warn('Service worker niet geregistreerd:', error);
      }
    })();
  });
}
