/**
 * How people and firms are named on every page, document and e-mail, one way each: a person
 * by first and last name, a firm by its name; what is missing falls back to the e-mail address.
 */

interface Person {
  /** A name already written whole (a buyer's, a customer's): wins over first and last name. */
  name?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}

interface Firm extends Person {
  /** The firm's name (a company record's `name`, a profile's or buyer's `company`). */
  company?: string | null | undefined;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** First and last name, trimmed, joined by one space; '' when both are empty. */
export function personName(person: Person | null | undefined): string {
  return (
    clean(person?.name) ||
    [clean(person?.firstName), clean(person?.lastName)].filter(Boolean).join(' ')
  );
}

/** A person as shown: their name, else their e-mail address, else `fallback`. */
export function displayName(person: Person | null | undefined, fallback = ''): string {
  return personName(person) || clean(person?.email) || fallback;
}

/** A firm as shown: its name, else the person behind it (see `displayName`). */
export function firmName(firm: Firm | null | undefined, fallback = ''): string {
  return clean(firm?.company) || displayName(firm, fallback);
}
