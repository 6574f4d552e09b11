import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { FieldErrorLike } from './form-field';
import { toast } from './toasts';

/** What `useZodForm().field(name)` or `fieldOf(form, name)` gives one kit field. */
export type BoundField = UseFormRegisterReturn & { error?: FieldErrorLike };

/**
 * A react-hook-form field for a kit field: its `register(name)` and its error, to spread as
 * `<TextField label="Plaats" {...fieldOf(form, 'city')} />`.
 */
export function fieldOf<T extends FieldValues, C, O>(
  form: Pick<UseFormReturn<T, C, O>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<T>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error };
}

/**
 * The submit handler of a form for one entry after another (a correction, a move, a new
 * password): sends the checked values through `mutation`; once that succeeds, the form starts
 * over and `done` says so.
 */
export function submitEach<T extends FieldValues, C, O>(
  form: Pick<UseFormReturn<T, C, O>, 'handleSubmit' | 'reset'>,
  mutation: { mutate(values: O, options: { onSuccess: () => void }): void },
  /** The status message; left out where the mutation says it itself. */
  done?: string,
) {
  return form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        if (done) toast.success(done);
      },
    }),
  );
}

/**
 * The submit handler of a form that edits one stored record: sends the checked values through
 * `mutation`; once saved, the form starts again from what was stored (`defaultsOf`) and `done`
 * says so.
 */
export function submitSaved<T extends FieldValues, C, O, S>(
  form: Pick<UseFormReturn<T, C, O>, 'handleSubmit' | 'reset'>,
  mutation: { mutate(values: O, options: { onSuccess: (saved: S) => void }): void },
  defaultsOf: (saved: S) => T,
  done: string,
) {
  return form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        form.reset(defaultsOf(saved));
        toast.success(done);
      },
    }),
  );
}
