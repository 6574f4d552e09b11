import { TextField } from '@/components/form-field';

/** The name of an order list, as saving and renaming ask it (the server allows 80 characters). */
export function ListNameField({
  label,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      maxLength={80}
      required
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
