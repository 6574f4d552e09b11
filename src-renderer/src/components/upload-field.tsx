import { errorMessage } from './form-error';
import { TextField } from './form-field';

/**
 * A file field that hands the chosen file on at once (`onFile`, with the input to clear),
 * disabled while `upload` sends it, its failure said under it (`failed` unless the API said why).
 */
export function UploadField({
  label,
  hint,
  accept,
  upload,
  failed,
  disabled = false,
  onFile,
}: {
  label: string;
  hint: string;
  accept: string;
  upload: { isPending: boolean; error: Error | null };
  failed: string;
  disabled?: boolean;
  onFile: (file: File, input: HTMLInputElement) => void;
}) {
  return (
    <TextField
      label={label}
      type="file"
      accept={accept}
      hint={hint}
      error={errorMessage(upload.error, failed) ?? undefined}
      disabled={disabled || upload.isPending}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) onFile(file, event.target);
      }}
    />
  );
}
