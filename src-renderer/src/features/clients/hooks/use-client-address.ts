import { formatDeliveryAddress } from '@shared/schemas/profile';
import { useClient } from '../api/get-client';

/**
 * A client's address as a delivery address (`Lindelaan 14, 3581 BC Utrecht`) with its name,
 * once its answer is in; nothing for no client (`''`).
 */
export function useClientAddress(
  clientId: string | null | undefined,
): { name: string; address: string } | undefined {
  const id = clientId ?? '';
  const client = useClient(id, { enabled: id !== '' }).data;
  if (!id || !client) return undefined;
  const { name, address: street, postcode, city } = client;
  return { name, address: formatDeliveryAddress({ label: '', street, postcode, city }) };
}
