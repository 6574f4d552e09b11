import { expect } from 'vitest';

/**
 * Expects `fn` to answer every input of the table with its value. On a failure the diff lists
 * each input with what it should answer and what it did.
 */
export function expectAnswers<O>(fn: (input: string) => O, table: Record<string, O>): void {
  const answers = Object.fromEntries(Object.keys(table).map((input) => [input, fn(input)]));
  expect(answers).toEqual(table);
}
