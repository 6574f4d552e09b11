import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
