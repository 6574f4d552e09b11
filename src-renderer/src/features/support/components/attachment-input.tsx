import { useId, useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@shared/domain/rules';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** A first check in the browser; the server checks again, by the files' content. */
export function attachmentProblem(files: File[]): string | null {
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) {
    return `Je kunt hoogstens ${MAX_ATTACHMENTS_PER_MESSAGE} bijlagen meesturen.`;
  }
  for (const file of files) {
    if (!/\.(jpe?g|png|pdf)$/i.test(file.name)) return `${file.name} is geen jpg, png of pdf.`;
    if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name} is groter dan 10 MB.`;
  }
  return null;
}

/** Attachments of a message: jpg, png or pdf, at most 10 MB each. */
export function AttachmentInput({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const hint = useId();
  return (
    <div className="field">
      <label htmlFor={`${hint}-input`}>Bijlagen (optioneel)</label>
      <input
        id={`${hint}-input`}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={hint}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
      <span id={hint} className="hint">
        jpg, png of pdf, hoogstens 10 MB per bestand
        {files.length > 0 ? ` · ${files.length} gekozen` : ''}
      </span>
    </div>
  );
}

/** A message's files and what is wrong with them, checked when the message is sent. */
export function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    files,
    setFiles,
    problem,
    /** Says what is wrong with the files, if anything; true when they may be sent. */
    check() {
      const found = attachmentProblem(files);
      setProblem(found);
      return found === null;
    },
  };
}

/** The end of a message form: its attachments, then `Versturen` (and `Annuleren`). */
export function AttachmentsAndSend({
  attachments,
  mutation,
  onCancel,
}: {
  attachments: ReturnType<typeof useAttachments>;
  mutation: { isPending: boolean; error: Error | null };
  onCancel?: () => void;
}) {
  return (
    <>
      <AttachmentInput files={attachments.files} onChange={attachments.setFiles} />
      <FormActions
        mutation={mutation}
        error={attachments.problem}
        label="Versturen"
        busyLabel="Bezig met versturen…"
        {...(onCancel ? { onCancel } : {})}
      />
    </>
  );
}
