/** Query keys of the support feature, so mutations invalidate exactly what they changed. */
export const ticketKeys = {
  all: ['tickets'] as const,
  mine: () => [...ticketKeys.all, 'mine'] as const,
  one: (id: string) => [...ticketKeys.all, 'one', id] as const,
  unread: () => [...ticketKeys.all, 'unread'] as const,
  admin: (status: string) => [...ticketKeys.all, 'admin', status] as const,
  adminOne: (id: string) => [...ticketKeys.all, 'admin-one', id] as const,
};
