/** How long a desktop app may sit untouched before it locks itself; 0 is never. */
export const IDLE_CHOICES = [5, 10, 15, 30, 60, 0] as const;
export const DEFAULT_IDLE_MINUTES = 10;
const IDLE_KEY = 'warmteportaal:vergrendelen-na';
/** Asked by the header's `Vergrendelen` button; heard by the screen lock. */
export const LOCK_EVENT = 'warmteportaal:vergrendelen';

/** The idle time set on this PC (every user of the PC shares it), in minutes. */
export function idleMinutes(storage: Storage = window.localStorage): number {
  const stored = Number(storage.getItem(IDLE_KEY) ?? DEFAULT_IDLE_MINUTES);
  return (IDLE_CHOICES as readonly number[]).includes(stored) ? stored : DEFAULT_IDLE_MINUTES;
}

export function setIdleMinutes(minutes: number, storage: Storage = window.localStorage): void {
  storage.setItem(IDLE_KEY, String(minutes));
}

/** Locks the screen now (the header's button). */
export function requestLock(): void {
  window.dispatchEvent(new Event(LOCK_EVENT));
}

/** Whether this user's screen is locked: kept for the session, so a reload stays locked. */
const lockedKey = (uid: string) => `warmteportaal:vergrendeld:${uid}`;
export const isLocked = (uid: string) => window.sessionStorage.getItem(lockedKey(uid)) === '1';
export function setLocked(uid: string, locked: boolean): void {
  if (locked) window.sessionStorage.setItem(lockedKey(uid), '1');
  else window.sessionStorage.removeItem(lockedKey(uid));
}
