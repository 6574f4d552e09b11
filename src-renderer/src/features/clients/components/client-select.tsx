import { Field } from '@/components/text-field';
import { useClients } from '../api/get-clients';

/** The optional client an order is for; the server checks that the client is the user's own. */
export function ClientSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string, name: string) => void;
}) {
  const clients = useClients('');
  const items = clients.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Field label="Klant">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onChange(
              event.target.value,
              items.find((client) => client.id === event.target.value)?.name ?? '',
            )
          }
        >
          <option value="">
            {clients.isPending ? 'Klanten laden…' : 'Geen klant (optioneel)'}
          </option>
          {items.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}, {client.city}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
