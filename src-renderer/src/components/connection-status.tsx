import { useConnection } from '@/hooks/use-connection';

/** An online/offline indicator, and a clear message when the portal cannot be reached. */
export function ConnectionStatus() {
  const connection = useConnection();
  return (
    <>
      <span className={`connection connection-${connection}`} role="status" aria-live="polite">
        {connection === 'online' ? 'Online' : 'Offline'}
      </span>
      {connection === 'online' ? null : (
        <div className="connection-banner" role="alert">
          {connection === 'offline'
            ? 'Je bent offline. Je winkelwagen blijft bewaard; prijzen en bestellingen zijn bijgewerkt zodra je weer verbinding hebt.'
            : 'Warmteportaal is op dit moment niet bereikbaar. Controleer de verbinding; we proberen het automatisch opnieuw.'}
        </div>
      )}
    </>
  );
}
