import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form checked by a zod schema (usually a shared one): the form holds what is
 * typed (the schema's input), `handleSubmit` gets what the schema makes of it (its output).
 * `field(name)` gives a kit field all it needs: `<TextField label="Naam" {...field('name')} />`
 * registers the control and passes the schema's Dutch message as its error.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  function field(name: Path<z.input<S>>) {
    return { ...form.register(name), error: form.getFieldState(name, form.formState).error };
  }
  return { ...form, field };
}
