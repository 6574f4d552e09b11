import { ClientPicker } from '@/components/client-picker';
import { clientSource } from '../api/get-clients';

/** The kit's client picker over the user's own clients (checkout, counter). */
export function ClientSelect(props: {
  emptyLabel?: string;
  value: string;
  selectedName?: string;
  onChange: (id: string, name: string) => void;
}) {
  return <ClientPicker source={clientSource} {...props} />;
}
