import type { BoundField } from '@/components/field-of';
import { TextField } from '@/components/form-field';

/**
 * The name of an order list, as saving and renaming ask it (the server allows 80 characters),
 * bound by its form: `<ListNameField label="Naam" {...field('name')} />`.
 */
export function ListNameField({
  label,
  autoFocus,
  ...bound
}: BoundField & { label: string; autoFocus?: boolean }) {
  return <TextField label={label} maxLength={80} required autoFocus={autoFocus} {...bound} />;
}
