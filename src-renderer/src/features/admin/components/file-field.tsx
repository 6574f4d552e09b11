import { useMutation } from '@tanstack/react-query';
import { TextField } from '@/components/form-field';
import { uploadFile } from '../api/products';

/** Uploads one file through the API; the server checks its type and size. */
export function FileField({
  label,
  kind,
  accept,
  onUploaded,
}: {
  label: string;
  kind: 'afbeelding' | 'document';
  accept: string;
  onUploaded: (url: string, name: string) => void;
}) {
  const upload = useMutation({ mutationFn: uploadFile });
  return (
    <div>
      <TextField
        label={label}
        type="file"
        accept={accept}
        hint="Hooguit 10 MB."
        error={upload.error?.message}
        disabled={upload.isPending}
        onChange={(event) => {
          const input = event.target;
          const file = input.files?.[0];
          if (!file) return;
          upload.mutate(
            { file, kind },
            {
              onSuccess: (result) => {
                onUploaded(result.url, file.name);
                input.value = '';
              },
            },
          );
        }}
      />
      {upload.isPending ? <span role="status">Uploaden...</span> : null}
    </div>
  );
}
