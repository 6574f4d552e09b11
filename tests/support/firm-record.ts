import type { DocumentOf } from '../../src-server/collections/collection';
import { companies } from '../../src-server/collections/companies';

type Firm = DocumentOf<typeof companies>;

/** A company record as stored: the collection's defaults, with what the test names. */
export function firmRecord(fields: Partial<Firm> & { name: string }): Firm {
  const { id: _id, ...firm } = companies.decode('', {
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });
  return firm;
}
