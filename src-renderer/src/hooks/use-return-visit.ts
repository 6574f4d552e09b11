import { useEffect, useState } from 'react';

const KEY = 'warmteportaal.eerder-bezocht';

function visitors(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((uid) => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this user has been on this page before, on this device: "Welkom terug" is true only
 * then. The first render decides; the visit is noted afterwards, for the next time.
 */
export function useReturnVisit(uid: string | undefined): boolean {
  const [returning] = useState(() => uid !== undefined && visitors().includes(uid));
  useEffect(() => {
    if (!uid) return;
    const known = visitors();
    if (known.includes(uid)) return;
    try {
      // A few users per shared counter PC at most; the newest 20 are kept.
      localStorage.setItem(KEY, JSON.stringify([...known, uid].slice(-20)));
    } catch {
      // Storage full or refused (private mode): every visit is then a first one.
    }
  }, [uid]);
  return returning;
}
