import { useEffect, useRef } from 'react';

/** The counter's function keys, as shown on screen. */
export type CounterKey = 'F2' | 'F4' | 'F8' | 'F9' | 'Escape';
const KEYS: readonly string[] = ['F2', 'F4', 'F8', 'F9', 'Escape'];

/** Listens for the counter's keys anywhere on the page (a scanner's field has the focus). */
export function useCounterKeys(onKey: (key: CounterKey) => void) {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    function keyDown(event: KeyboardEvent) {
      if (!KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      latest.current(event.key as CounterKey);
    }
    window.addEventListener('keydown', keyDown);
    return () => window.removeEventListener('keydown', keyDown);
  }, []);
}
