import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';

export type ListVirtualizer = Virtualizer<Window, Element>;

/**
 * The catalogue's virtualiser, loaded only once the list scrolls past its plain rows: it
 * renders nothing itself, it hands the virtualiser to the list (product-list.tsx) and tells
 * it when the rows in view change.
 */
export default function WindowVirtualizer({
  count,
  estimateSize,
  scrollMargin,
  measure,
  onChange,
}: {
  count: number;
  estimateSize: () => number;
  scrollMargin: number;
  /** The rows already on screen, measured once so that nothing moves when it takes over. */
  measure: () => VirtualItem[];
  onChange: (virtualizer: ListVirtualizer) => void;
}) {
  const [measured] = useState(measure);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan: 6,
    scrollMargin,
    // Where the window is now: the first rows it renders are the ones already in view.
    initialOffset: () => window.scrollY,
    initialMeasurementsCache: measured,
    onChange,
  });
  useLayoutEffect(() => onChange(virtualizer), [virtualizer, onChange]);
  return null;
}
