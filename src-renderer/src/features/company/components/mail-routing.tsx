import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { toast } from '@/components/toasts';
import { useZodForm } from '@/hooks/use-zod-form';
import {
  APPROVAL_MAIL_TO,
  INVOICE_MAIL_TO,
  MAIL_TO_LABELS,
  ORDER_MAIL_TO,
  type MailRouting as Routing,
} from '@shared/domain/mail-routing';
import { mailRoutingSchema } from '@shared/schemas/company';
import { useSaveMailRouting } from '../api/save-company';

type Kind = keyof Routing;

const KINDS: { kind: Kind; title: string; hint: string; options: readonly string[] }[] = [
  {
    kind: 'bestellingen',
    title: 'Bestellingen en statussen',
    hint: 'Orderbevestigingen, statuswijzigingen en track-and-trace.',
    options: ORDER_MAIL_TO,
  },
  {
    kind: 'goedkeuringen',
    title: 'Verzoeken om goedkeuring',
    hint: 'Een bestelling van een collega boven zijn limiet. Wie bestelde, keurt nooit zelf goed.',
    options: APPROVAL_MAIL_TO,
  },
  {
    kind: 'facturen',
    title: 'Facturen en creditfacturen',
    hint: 'Met pdf en e-factuur. Zonder factuur-e-mailadres gaan ze naar de eigenaars; monteurs krijgen ze nooit.',
    options: INVOICE_MAIL_TO,
  },
];

/**
 * Mail by role: who of the firm gets which e-mail. The eigenaar chooses; the others read the
 * choice. Each mail then says in its footer why it reaches that person.
 */
export function MailRouting({ routing, mayEdit }: { routing: Routing; mayEdit: boolean }) {
  const save = useSaveMailRouting();
  const form = useZodForm(mailRoutingSchema, routing);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved.mailRouting);
        toast.success('Je keuze voor de e-mail van je bedrijf is opgeslagen.');
      },
    }),
  );
  return (
    <section className="card company-mail" aria-labelledby="bedrijf-e-mail">
      <h2 id="bedrijf-e-mail">Wie krijgt welke e-mail</h2>
      <form className="form" noValidate aria-labelledby="bedrijf-e-mail" onSubmit={submit}>
        {KINDS.map(({ kind, title, hint, options }) => (
          <fieldset key={kind} disabled={!mayEdit} className="mail-choice">
            <legend>{title}</legend>
            <p className="hint">{hint}</p>
            {options.map((to) => (
              <label key={to} className="checkbox">
                <input type="checkbox" value={to} {...form.register(kind)} />{' '}
                {MAIL_TO_LABELS[to as keyof typeof MAIL_TO_LABELS]}
              </label>
            ))}
            <FormError message={form.formState.errors[kind]?.message} />
          </fieldset>
        ))}
        {mayEdit ? (
          <FormActions mutation={save} label="E-mailkeuze opslaan" />
        ) : (
          <p className="hint">Alleen een eigenaar van je bedrijf kan dit wijzigen.</p>
        )}
      </form>
    </section>
  );
}
