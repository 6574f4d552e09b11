import { z } from 'zod';

/**
 * Fields of an API answer that are plain text, by name: `z.object({ id: z.string(),
 * ...textFields('name', 'city') })`. For answers only: inputs check each field on its own.
 */
export function textFields<const K extends string>(...names: K[]): { [P in K]: z.ZodString } {
  return Object.fromEntries(names.map((name) => [name, z.string()])) as {
    [P in K]: z.ZodString;
  };
}

/** Fields of an API answer that are plain text where known, absent otherwise. */
export function optionalTextFields<const K extends string>(
  ...names: K[]
): { [P in K]: z.ZodOptional<z.ZodString> } {
  return Object.fromEntries(names.map((name) => [name, z.string().optional()])) as {
    [P in K]: z.ZodOptional<z.ZodString>;
  };
}
