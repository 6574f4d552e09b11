import { OFFLINE_DATA_MAX_AGE_DAYS } from '@shared/config/offline';
import { useEffect, useRef, useState } from 'react';
import { useConnection } from '@/hooks/use-connection';
import { oldestShownAnswer } from '@/lib/answer-dates';
import { formatDateTime } from '@/lib/dates';
import { loadQueries, loadedQueryClient } from '@/lib/lazy-queries';

/**
 * The server time of the oldest answer on screen while `watch` holds, followed as pages
 * change; undefined when no page shows server data.
 */
function useShownDataTime(watch: boolean): number | undefined {
  const [time, setTime] = useState<number | undefined>();
  useEffect(() => {
    if (!watch) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void loadQueries().then(({ queryClient }) => {
      if (stopped) return;
      const update = () => setTime(oldestShownAnswer(queryClient));
      update();
      stop = queryClient.getQueryCache().subscribe(update);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [watch]);
  return watch ? time : undefined;
}

/**
 * An online/offline indicator, and a clear message when the portal cannot be reached, with
 * how old the data on screen is. When the connection returns, every answer is asked again:
 * those read offline came from the device's copy, and those that failed meanwhile recover
 * by themselves instead of keeping their error until the user changes something.
 */
export function ConnectionStatus() {
  const connection = useConnection();
  const was = useRef(connection);
  useEffect(() => {
    if (connection === 'online' && was.current !== 'online') {
      // Before TanStack Query has loaded, nothing was read.
      void loadedQueryClient()?.invalidateQueries();
    }
    was.current = connection;
  }, [connection]);
  const shownTime = useShownDataTime(connection !== 'online');

  return (
    <>
      <span className={`connection connection-${connection}`} role="status" aria-live="polite">
        {connection === 'online' ? 'Online' : 'Offline'}
      </span>
      {connection === 'online' ? null : (
        <div className="connection-banner" role="alert">
          {connection === 'offline'
            ? `Je bent offline. Je winkelwagen blijft bewaard; prijzen en bestellingen zijn bijgewerkt zodra je weer verbinding hebt. Catalogus, klanten en bestellingen zijn zoals je ze het laatst zag (hooguit ${OFFLINE_DATA_MAX_AGE_DAYS} dagen oud).`
            : 'Warmteportaal is op dit moment niet bereikbaar. Controleer de verbinding; we proberen het automatisch opnieuw.'}
          {shownTime === undefined
            ? null
            : ` Wat je ziet is bijgewerkt op ${formatDateTime(new Date(shownTime).toISOString())}.`}
        </div>
      )}
    </>
  );
}
