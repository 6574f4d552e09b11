import { useState } from 'react';

/** How the catalogue shows its products: cards with image and specs, or one line each. */
export type CatalogueView = 'tegels' | 'lijst';

const KEY = 'warmteportaal-catalogusweergave';

function stored(): CatalogueView {
  try {
    return localStorage.getItem(KEY) === 'lijst' ? 'lijst' : 'tegels';
  } catch {
    return 'tegels';
  }
}

/** The chosen view, kept in this browser: an installer who prefers the list keeps it. */
export function useCatalogueView() {
  const [view, setView] = useState<CatalogueView>(stored);
  const choose = (next: CatalogueView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage refused (private mode): the choice holds for this visit only.
    }
  };
  return [view, choose] as const;
}
