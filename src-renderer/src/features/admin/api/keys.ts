/** Query keys of the back-office; a mutation invalidates the keys it touched. */
export const adminKeys = {
  all: ['beheer'] as const,
  orders: (filters: object) => ['beheer', 'bestellingen', filters] as const,
  order: (id: string) => ['beheer', 'bestelling', id] as const,
  products: (filters: object) => ['beheer', 'producten', filters] as const,
  product: (id: string) => ['beheer', 'product', id] as const,
  users: (filters: object) => ['beheer', 'gebruikers', filters] as const,
  user: (id: string) => ['beheer', 'gebruiker', id] as const,
  userPoints: (id: string) => ['beheer', 'gebruiker', id, 'punten'] as const,
  applications: (filters: object) => ['beheer', 'aanvragen', filters] as const,
  messages: (filters: object) => ['beheer', 'berichten', filters] as const,
  audit: (entity: string, id: string) => ['beheer', 'logboek', entity, id] as const,
};

/** `?a=1&b=2` of the filters that are set. */
export function searchParams(values: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
