import { expect } from 'vitest';
import type { ClientDetail, ClientFormValues } from '@shared/schemas/clients';
import type { Harness } from '../api/harness';

/** The homeowner the API tests make their offertes, invoices and lists out to. */
export const FAMILIE_BOS = {
  name: 'Familie Bos',
  address: 'Dorpsstraat 1',
  postcode: '1234ab',
  city: 'Ergens',
  email: 'bos@example.nl',
  phone: '',
} satisfies ClientFormValues;

/** A new client of the token's company, made over HTTP; anything but 201 fails the test. */
export async function createClient(
  api: Pick<Harness, 'call'>,
  token: string,
  fields: ClientFormValues = FAMILIE_BOS,
): Promise<ClientDetail> {
  const response = await api.call<ClientDetail>(token, 'POST', '/api/clients', fields);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json;
}
