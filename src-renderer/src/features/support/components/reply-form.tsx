import { FormError } from '@/components/form-error';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { Field } from '@/components/form-field';
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

  const error = problem ?? reply.error?.message ?? null;
  return (
    <form key={formKey} className="form reply-form" onSubmit={submit} noValidate>
      <Field label={label}>
        {(control) => (
          <textarea
            rows={5}
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...control}
          />
        )}
      </Field>
      {note ? <p className="hint">{note}</p> : null}
      <AttachmentInput files={files} onChange={setFiles} />
      <FormError message={error} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={reply.isPending}>
          {reply.isPending ? 'Bezig met versturen…' : 'Versturen'}
        </button>
      </div>
    </form>
  );
}
