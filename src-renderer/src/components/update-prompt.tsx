import { useEffect, useState } from 'react';
import { NEW_VERSION_EVENT, type NewVersionEvent } from '@/lib/service-worker';

/** `Nieuwe versie beschikbaar` with `Vernieuwen`, when a new version of the web app waits. */
export function UpdatePrompt() {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    const waiting = (event: Event) => {
      const { detail } = event as NewVersionEvent;
      setActivate(() => detail.activate);
    };
    window.addEventListener(NEW_VERSION_EVENT, waiting);
    return () => window.removeEventListener(NEW_VERSION_EVENT, waiting);
  }, []);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>Nieuwe versie beschikbaar</span>{' '}
      <button type="button" className="button button-small button-primary" onClick={activate}>
        Vernieuwen
      </button>
    </div>
  );
}
