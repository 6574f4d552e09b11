import { useEffect, useState } from 'react';
import { apiUrl } from '@/lib/api-base';

export type Connection = 'online' | 'offline' | 'api-onbereikbaar';

const RETRY_MS = 15_000;

/**
 * Whether this device is online and the portal's API answers. Checks at start, when the
 * device comes back online, and every 15 seconds while something is wrong.
 */
export function useConnection(): Connection {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [apiReachable, setApiReachable] = useState(true);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  useEffect(() => {
    if (!online) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      let ok = false;
      try {
        const response = await fetch(apiUrl('/api/health'), { cache: 'no-store' });
        ok = response.ok;
        // Read to the end: an unread body keeps the request open, and the page never idle.
        await response.arrayBuffer();
      } catch {
        ok = false;
      }
      if (stopped) return;
      setApiReachable(ok);
      if (!ok) timer = setTimeout(check, RETRY_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [online]);

  if (!online) return 'offline';
  return apiReachable ? 'online' : 'api-onbereikbaar';
}
