import { z } from 'zod';
import type { BoundField } from '@/components/field-of';
import {
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@shared/domain/rules';
import { newTicketSchema, type Ticket } from '@shared/schemas/support';
import { useCreateTicket } from '../api/create-ticket';
import { AttachmentsAndSend, useAttachments } from './attachment-input';

/** The form holds text; the shared schema checks the question it becomes. */
const formSchema = z
  .object({
    subject: z.string(),
    category: z.string(),
    orderId: z.string(),
    productId: z.string(),
    body: z.string(),
  })
  .transform((draft, ctx) => {
    const parsed = newTicketSchema.safeParse({
      ...draft,
      orderId: draft.orderId || undefined,
      productId: draft.productId || undefined,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

const EMPTY: z.input<typeof formSchema> = {
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
  bound,
}: {
  label: string;
  none: string;
  options: readonly SelectOption[];
  bound: BoundField;
}) {
  if (options.length === 0) return null;
  return (
    <SelectField label={label} options={options} {...bound}>
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
  const { field, handleSubmit } = useZodForm(formSchema, EMPTY);
  const attachments = useAttachments();

  const submit = handleSubmit((ticket) => {
    if (!attachments.check()) return;
    create.mutate({ ticket, files: attachments.files }, { onSuccess: onCreated });
  });

  return (
    <form
      className="form form-card ticket-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="nieuwe-vraag-titel"
    >
      <h2 id="nieuwe-vraag-titel">Nieuwe vraag</h2>
      <TextField label="Onderwerp" maxLength={120} {...field('subject')} />
      <SelectField
        label="Categorie"
        {...field('category')}
        options={optionsOf(TICKET_CATEGORIES, TICKET_CATEGORY_LABELS)}
      />
      <OptionalLink
        label="Bestelling (optioneel)"
        none="Geen bestelling"
        options={orders.map((order) => [order.id, order.number] as const)}
        bound={field('orderId')}
      />
      <OptionalLink
        label="Product (optioneel)"
        none="Geen product"
        options={products.map((product) => [product.id, product.name] as const)}
        bound={field('productId')}
      />
      <TextAreaField label="Vraag" rows={6} maxLength={5000} {...field('body')} />
      <AttachmentsAndSend attachments={attachments} mutation={create} onCancel={onCancel} />
    </form>
  );
}
