import { ClientPicker } from '@/components/client-picker';
import { clientSource } from '../api/get-clients';

/** The kit's client picker over the user's own clients (checkout). */
export function ClientSelect(props: {
  value: string;
  selectedName?: string;
  onChange: (id: string, name: string) => void;
}) {
  return <ClientPicker source={clientSource} {...props} />;
}
