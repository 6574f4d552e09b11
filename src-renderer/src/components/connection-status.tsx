import { OFFLINE_DATA_MAX_AGE_DAYS } from '@shared/config/offline';
import { useEffect, useRef } from 'react';
import { useConnection } from '@/hooks/use-connection';
import { loadedQueryClient } from '@/lib/lazy-queries';

/**
 * An online/offline indicator, and a clear message when the portal cannot be reached. When
 * the connection returns, every answer that failed meanwhile is asked again, so pages recover
 * by themselves instead of keeping their error until the user changes something.
 */
export function ConnectionStatus() {
  const connection = useConnection();
  const was = useRef(connection);
  useEffect(() => {
    if (connection === 'online' && was.current !== 'online') {
      // Before TanStack Query has loaded, no answer can have failed.
      void loadedQueryClient()?.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }
    was.current = connection;
  }, [connection]);

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
        </div>
      )}
    </>
  );
}
