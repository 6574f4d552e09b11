import { useClientAddress } from '../hooks/use-client-address';

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
  const client = useClientAddress(clientId);
  if (!client) return null;
  const { name, address } = client;
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
