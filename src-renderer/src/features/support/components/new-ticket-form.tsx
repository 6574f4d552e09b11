import { FormActions } from '@/components/form-actions';
import { useState, type FormEvent } from 'react';
import {
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/form-field';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@shared/domain/rules';
import { newTicketSchema, type Ticket } from '@shared/schemas/support';
import { useCreateTicket } from '../api/create-ticket';
import { AttachmentInput, attachmentProblem } from './attachment-input';

interface Draft {
  subject: string;
  category: string;
  orderId: string;
  productId: string;
  body: string;
}

const EMPTY: Draft = {
  subject: '',
  category: 'technische_vraag',
  orderId: '',
  productId: '',
  body: '',
};

/** An optional link to one of the user's orders or products; not shown when there are none. */
function OptionalLink({
  label,
  none,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  none: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  if (options.length === 0) return null;
  return (
    <SelectField label={label} value={value} onChange={onChange} error={error} options={options}>
      <option value="">{none}</option>
    </SelectField>
  );
}

/** A new question: subject, category, optionally one of the user's orders, and attachments. */
export function NewTicketForm({
  orders,
  products,
  onCreated,
  onCancel,
}: {
  orders: { id: string; number: string }[];
  products: { id: string; name: string }[];
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
}) {
  const create = useCreateTicket();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newTicketSchema.safeParse({
      ...draft,
      orderId: draft.orderId || undefined,
      productId: draft.productId || undefined,
    });
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    const fileProblem = attachmentProblem(files);
    if (fileProblem) found.bijlagen = fileProblem;
    setErrors(found);
    if (!parsed.success || fileProblem) return;
    create.mutate({ ticket: parsed.data, files }, { onSuccess: onCreated });
  }

  return (
    <form
      className="form form-card ticket-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="nieuwe-vraag-titel"
    >
      <h2 id="nieuwe-vraag-titel">Nieuwe vraag</h2>
      <TextField
        label="Onderwerp"
        maxLength={120}
        value={draft.subject}
        onChange={set('subject')}
        error={errors.subject}
      />
      <SelectField
        label="Categorie"
        value={draft.category}
        onChange={set('category')}
        error={errors.category}
        options={optionsOf(TICKET_CATEGORIES, TICKET_CATEGORY_LABELS)}
      />
      <OptionalLink
        label="Bestelling (optioneel)"
        none="Geen bestelling"
        options={orders.map((order) => [order.id, order.number] as const)}
        value={draft.orderId}
        onChange={set('orderId')}
        error={errors.orderId}
      />
      <OptionalLink
        label="Product (optioneel)"
        none="Geen product"
        options={products.map((product) => [product.id, product.name] as const)}
        value={draft.productId}
        onChange={set('productId')}
        error={errors.productId}
      />
      <TextAreaField
        label="Vraag"
        rows={6}
        maxLength={5000}
        value={draft.body}
        onChange={set('body')}
        error={errors.body}
      />
      <AttachmentInput files={files} onChange={setFiles} />
      <FormActions
        mutation={create}
        error={errors.bijlagen}
        label="Versturen"
        busyLabel="Bezig met versturen…"
        onCancel={onCancel}
      />
    </form>
  );
}
