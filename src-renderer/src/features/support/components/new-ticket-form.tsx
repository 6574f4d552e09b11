import { FormError } from '@/components/form-error';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form-field';
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
      className="form ticket-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="nieuwe-vraag-titel"
    >
      <h2 id="nieuwe-vraag-titel">Nieuwe vraag</h2>
      <Field label="Onderwerp" error={errors.subject}>
        {(control) => (
          <input value={draft.subject} maxLength={120} onChange={set('subject')} {...control} />
        )}
      </Field>
      <Field label="Categorie" error={errors.category}>
        {(control) => (
          <select value={draft.category} onChange={set('category')} {...control}>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {TICKET_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {orders.length > 0 ? (
        <Field label="Bestelling (optioneel)" error={errors.orderId}>
          {(control) => (
            <select value={draft.orderId} onChange={set('orderId')} {...control}>
              <option value="">Geen bestelling</option>
              {orders.map((order) => (
                <option key={order.id} value={order.id}>
                  {order.number}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {products.length > 0 ? (
        <Field label="Product (optioneel)" error={errors.productId}>
          {(control) => (
            <select value={draft.productId} onChange={set('productId')} {...control}>
              <option value="">Geen product</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label="Vraag" error={errors.body}>
        {(control) => (
          <textarea
            rows={6}
            maxLength={5000}
            value={draft.body}
            onChange={set('body')}
            {...control}
          />
        )}
      </Field>
      <AttachmentInput files={files} onChange={setFiles} />
      <FormError message={errors.bijlagen ?? create.error?.message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Annuleren
        </button>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Bezig met versturen…' : 'Versturen'}
        </button>
      </div>
    </form>
  );
}
