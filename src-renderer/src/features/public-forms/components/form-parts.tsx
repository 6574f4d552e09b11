import { zodResolver } from '@hookform/resolvers/zod';
import type { InputHTMLAttributes } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldOf } from '@/components/field-of';
import { FormError } from '@/components/form-error';
import { TextAreaField, TextField } from '@/components/form-field';
import '../public-forms.css';

/** One field of a public form: its schema key, its label and the input's attributes. */
export interface PublicField<I extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name'
> {
  name: Path<I>;
  label: string;
  /** A multi-line text instead of one line. */
  multiline?: boolean;
}

/** The fields top to bottom; a group of fields sits side by side where the screen is wide. */
export type PublicLayout<I extends FieldValues> = (PublicField<I> | PublicField<I>[])[];

/** What makes a public form: its shared schema, its fields, its honeypot and its button. */
export interface PublicFormSpec<I extends FieldValues, O> {
  schema: z.ZodType<O, I>;
  layout: PublicLayout<I>;
  /** The field bots fill in and people never see. */
  honeypot: Path<I>;
  submitLabel: string;
}

/** Infers a form's types from its schema. */
export function publicForm<I extends FieldValues, O>(spec: PublicFormSpec<I, O>) {
  return spec;
}

/**
 * A public form on react-hook-form and its shared zod schema (the server runs the same one):
 * the fields, a honeypot field that bots fill in and people never see, the server's error and
 * the submit button; once sent, the server's receipt instead.
 */
export function PublicForm<I extends FieldValues, O>({
  form: { schema, layout, honeypot, submitLabel },
  send,
}: {
  form: PublicFormSpec<I, O>;
  send: {
    mutate: (values: O) => void;
    data?: { message: string };
    error: Error | null;
    isPending: boolean;
  };
}) {
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema) });
  if (send.data) {
    return (
      <div className="form-received" role="status">
        {send.data.message}
      </div>
    );
  }
  function field({ name, label, multiline, ...input }: PublicField<I>) {
    return multiline ? (
      <TextAreaField key={name} label={label} rows={6} {...fieldOf(form, name)} />
    ) : (
      <TextField key={name} label={label} {...input} {...fieldOf(form, name)} />
    );
  }
  return (
    <form
      className="public-form"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      noValidate
    >
      {layout.map((row, index) =>
        Array.isArray(row) ? (
          <div key={index} className="public-form-row">
            {row.map(field)}
          </div>
        ) : (
          field(row)
        ),
      )}
      <div className="form-trap" aria-hidden="true">
        <label>
          Website (niet invullen)
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register(honeypot)} />
        </label>
      </div>
      <FormError message={send.error?.message} />
      <div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
