import { useState } from 'react';
import { z } from 'zod';
import { toast } from '@/components/toasts';
import { TextAreaField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useReplyTicket } from '../api/reply-ticket';
import { AttachmentsAndSend, useAttachments } from './attachment-input';

const replySchema = z.object({
  body: z.string().refine((body) => body.trim() !== '', { error: 'Schrijf eerst een bericht.' }),
});

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
  const form = useZodForm(replySchema, { body: '' });
  const attachments = useAttachments();
  const [formKey, setFormKey] = useState(0);

  const submit = form.handleSubmit(({ body }) => {
    if (!attachments.check()) return;
    reply.mutate(
      { body, files: attachments.files },
      {
        onSuccess: () => {
          form.reset();
          attachments.setFiles([]);
          setFormKey((key) => key + 1);
          toast.success('Je bericht is verstuurd.');
        },
      },
    );
  });

  return (
    <form key={formKey} className="form form-card reply-form" onSubmit={submit} noValidate>
      <TextAreaField label={label} rows={5} maxLength={5000} {...form.field('body')} />
      {note ? <p className="hint">{note}</p> : null}
      <AttachmentsAndSend attachments={attachments} mutation={reply} />
    </form>
  );
}
