import { productSchema, type Product } from '@shared/schemas/product';
import { profileResponseSchema, type ProfileResponse } from '@shared/schemas/profile';
import type { DocumentData, DocumentValue } from './storage/port';

/** Collection names, as the specification names them. */
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

export function isoDate(value: DocumentValue | undefined): string | undefined {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : undefined;
}

/** A stored product in the shape of the API; a record that does not fit is an error. */
export function toProduct(id: string, data: DocumentData): Product {
  return productSchema.parse({ ...data, id, createdAt: isoDate(data.createdAt) });
}

/** Only the profile fields of the specification leave the server; unknown fields stay home. */
export function toProfileResponse(uid: string, email: string, data: DocumentData): ProfileResponse {
  const candidate = {
    ...data,
    id: uid,
    email: typeof data.email === 'string' ? data.email : email,
    createdAt: isoDate(data.createdAt),
  };
  return profileResponseSchema.parse(
    Object.fromEntries(
      Object.entries(candidate).filter(([, value]) => value !== undefined && value !== null),
    ),
  );
}
