import type { AnswerParser } from './api-request';

/*
 * A light check of an API answer, for pages that must load without zod (the catalogue and
 * the product page). The server parsed the answer with its full zod schema before sending it;
 * this only makes sure the answer has the shape the page renders, so that a malformed answer
 * shows the API client's clear error ("onverwacht antwoord") instead of a broken page.
 */

/** One check of a JSON value. */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';
export const isBoolean: Check = (value) => typeof value === 'boolean';
export const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
/** A whole number of zero or more (cents, a count). */
export const isCount: Check = (value) => Number.isInteger(value) && Number(value) >= 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

export const recordOf =
  (check: Check): Check =>
  (value) =>
    isPlainObject(value) && Object.values(value).every(check);

/** An object, nothing more said about its fields (the server checked them). */
export const isObject: Check = isPlainObject;

/**
 * An object of type T: every field of T is named with its check, so a field added to the
 * shared schema is a type error here until it is checked too.
 */
export function objectOf<T>(fields: { [K in keyof T]-?: Check }): (value: unknown) => value is T {
  const checks: [string, Check][] = Object.entries(fields);
  return (value): value is T =>
    isPlainObject(value) && checks.every(([name, check]) => check(value[name]));
}

/** An answer parser for the API client (api-request.ts) from a type guard. */
export function answerOf<T>(guard: (value: unknown) => value is T): AnswerParser<T> {
  return {
    safeParse: (value) => (guard(value) ? { success: true, data: value } : { success: false }),
  };
}
