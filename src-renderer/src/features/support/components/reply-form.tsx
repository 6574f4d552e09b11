import { FormActions } from '@/components/form-actions';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { TextAreaField } from '@/components/form-field';
import { useReplyTicket } from '../api/reply-ticket';
import { AttachmentInput, attachmentProblem } from './attachment-input';

/** A new message in a thread: by the user ("Je reactie") or by support ("Antwoord"). */
export function ReplyForm({
  ticketId,
  label,
  asSupport = false,
  note,
}: {
  ticketId: string;
  label: string;
  asSupport?: boolean;
  note?: string;
}) {
  const reply = useReplyTicket(ticketId, asSupport);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = body.trim() ? attachmentProblem(files) : 'Schrijf eerst een bericht.';
    setProblem(found);
    if (found) return;
    reply.mutate(
      { body, files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setFormKey((key) => key + 1);
          toast.success('Je bericht is verstuurd.');
        },
      },
    );
  }

  return (
    <form key={formKey} className="form form-card reply-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        rows={5}
        maxLength={5000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      {note ? <p className="hint">{note}</p> : null}
      <AttachmentInput files={files} onChange={setFiles} />
      <FormActions
        mutation={reply}
        error={problem}
        label="Versturen"
        busyLabel="Bezig met versturen…"
      />
    </form>
  );
}
