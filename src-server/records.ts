/**
 * Collection names, for the modules that still read the store by name (the order domain and
 * the auth guards). Everything else reads and writes through src-server/collections/.
 */
export const COLLECTIONS = {
  users: 'users',
  products: 'products',
  orders: 'orders',
  pointsLedger: 'pointsLedger',
  counters: 'counters',
  idempotency: 'idempotency',
  tickets: 'tickets',
  clients: 'clients',
  documents: 'documents',
  calculations: 'calculations',
  auditLog: 'auditLog',
  dealerApplications: 'dealerApplications',
  contactMessages: 'contactMessages',
  rateLimits: 'rateLimits',
  /** Order numbers reserved per checkout (user and idempotency key), see shop/order-number.ts. */
  orderNumbers: 'orderNumbers',
} as const;
