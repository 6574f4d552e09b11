/** Query keys of the clients feature. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (q: string) => [...clientKeys.all, 'list', q] as const,
  one: (id: string) => [...clientKeys.all, 'one', id] as const,
  orders: (id: string) => [...clientKeys.all, 'orders', id] as const,
};
