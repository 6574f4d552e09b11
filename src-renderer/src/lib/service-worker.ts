/**
 * Registers the service worker once the page has loaded. In local development the worker file
 * may be missing; then any worker left from an earlier build is unregistered instead.
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
        await navigator.serviceWorker.register('/sw.js');
      } catch (error) {
        console.warn('Service worker niet geregistreerd:', error);
      }
    })();
  });
}
