import { useId } from 'react';
import { useUploadFile } from '../api/upload-file';

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
  const id = useId();
  const upload = useUploadFile();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(
            { file, kind },
            {
              onSuccess: (result) => {
                onUploaded(result.url, file.name);
                event.target.value = '';
              },
            },
          );
        }}
      />
      <span className="field-hint">Hooguit 10 MB.</span>
      {upload.isPending ? <span role="status">Uploaden...</span> : null}
      {upload.error ? (
        <span className="field-error" role="alert">
          {upload.error.message}
        </span>
      ) : null}
    </div>
  );
}
