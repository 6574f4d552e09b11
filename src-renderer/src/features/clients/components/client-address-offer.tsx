import { formatDeliveryAddress } from '@shared/schemas/profile';
import { useClient } from '../api/get-client';

/**
 * At checkout: the chosen client's address offered as the delivery address, one click to use
 * it; nothing while it is already the address, or when no client is chosen.
 */
export function ClientAddressOffer({
  clientId,
  current,
  onUse,
}: {
  clientId: string;
  current: string;
  onUse(address: string): void;
}) {
  const client = useClient(clientId, { enabled: clientId !== '' });
  if (!clientId || !client.data) return null;
  const { name, address: street, postcode, city } = client.data;
  const address = formatDeliveryAddress({ label: '', street, postcode, city });
  if (current.trim() === address) return null;
  return (
    <p className="client-address-offer">
      <button type="button" className="button" onClick={() => onUse(address)}>
        Adres van {name} gebruiken
      </button>{' '}
      <span className="hint">{address}</span>
    </p>
  );
}
