import { Spinner } from '@/components/spinner';
import { lazyPart } from '../lazy-page';

/**
 * The catalogue browser (filters and list, with zod, TanStack Query and the virtualiser)
 * loads apart from the pages that hold it: their heading and introduction show while it
 * loads, in the place the list will take.
 */
export const CatalogueBrowserSlot = lazyPart(
  () => import('./catalogue-browser').then((module) => module.CatalogueBrowser),
  {
    fallback: (
      <div className="catalogue-loading">
        <Spinner size="md" />
      </div>
    ),
  },
);
