/** Query keys of the offertes feature. */
export const offerteKeys = {
  all: ['offertes'] as const,
  list: (status: string) => [...offerteKeys.all, 'list', status] as const,
  one: (id: string) => [...offerteKeys.all, 'one', id] as const,
  news: () => [...offerteKeys.all, 'news'] as const,
  clients: (q: string) => [...offerteKeys.all, 'clients', q] as const,
  link: (token: string) => ['offerte-link', token] as const,
  details: () => ['business-details'] as const,
};
