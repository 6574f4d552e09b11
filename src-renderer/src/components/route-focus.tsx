import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_MS = 10_000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation to another page, moves focus to that page's heading, so a screen
 * reader announces where the user is and Tab continues from there. Pages load lazily, so
 * it waits for the heading to appear. The first page of a visit keeps the browser's focus.
 */
export function RouteFocus({ within }: { within: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = document.querySelector<HTMLElement>(within);
    if (!container) return;
    const found = () => container.querySelector<HTMLElement>('h1');
    const now = found();
    if (now) {
      focusHeading(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = found();
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, within]);

  return null;
}
