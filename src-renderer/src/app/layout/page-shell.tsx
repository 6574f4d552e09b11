import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/scroll-to-top';
import { PageOutlet } from './page-outlet';

/** Where the skip link goes: the page's `main`. */
export const CONTENT_ID = 'inhoud';

/**
 * The frame every layout shares: the skip link to the content first, then what the layout puts
 * `above` the page, the page in `main`, and what it puts `below`.
 */
export function PageShell({
  className,
  above,
  below,
}: {
  className: string;
  above?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <div className={className}>
      <a href={`#${CONTENT_ID}`} className="skip-link">
        Naar de inhoud
      </a>
      <ScrollToTop />
      {above}
      <main id={CONTENT_ID} tabIndex={-1}>
        <PageOutlet />
      </main>
      {below}
    </div>
  );
}
