import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Vul een getal in.',
  int: 'Vul een heel getal in.',
  string: 'Vul hier tekst in.',
  boolean: 'Kies ja of nee.',
  date: 'Vul een geldige datum in.',
  array: 'Dit moet een lijst zijn.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Vul een geldig e-mailadres in.',
  url: 'Vul een geldig webadres in.',
  date: 'Vul een geldige datum in.',
  datetime: 'Vul een geldige datum en tijd in.',
  time: 'Vul een geldige tijd in.',
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'Vul dit veld in.' : `Gebruik minstens ${min} tekens.`;
    case 'array':
    case 'set':
      return min <= 1 ? 'Kies er minstens één.' : `Kies er minstens ${min}.`;
    case 'number':
    case 'bigint':
      return issue.inclusive === false ? `Vul meer dan ${min} in.` : `Vul ${min} of meer in.`;
    default:
      return 'Deze waarde is te klein.';
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Gebruik hoogstens ${max} tekens.`;
    case 'array':
    case 'set':
      return `Dit mogen er hoogstens ${max} zijn.`;
    case 'number':
    case 'bigint':
      return issue.inclusive === false ? `Vul minder dan ${max} in.` : `Vul ${max} of minder in.`;
    case 'file':
      return 'Het bestand is te groot.';
    default:
      return 'Deze waarde is te groot.';
  }
}

/**
 * One Dutch sentence per kind of problem, for people: no type names, no patterns, no internal
 * values (zod's Dutch locale says "verwacht array, ontving undefined"). A schema's own message
 * still wins over these.
 */
export function dutchMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Dit veld is verplicht.';
      return TYPE_MESSAGES[issue.expected] ?? 'Deze waarde is ongeldig.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Dit heeft niet de juiste vorm.';
    case 'not_multiple_of':
      return `Vul een veelvoud van ${Number(issue.divisor)} in.`;
    case 'invalid_value':
      return 'Kies een van de mogelijke waarden.';
    case 'unrecognized_keys':
      return 'De aanvraag bevat velden die hier niet horen.';
    case 'invalid_key':
    case 'invalid_element':
      return 'Deze lijst bevat een ongeldige waarde.';
    default:
      return 'Deze waarde is ongeldig.';
  }
}

/** Makes every zod message in this runtime Dutch and readable; call once at start. */
export function applyDutchValidationMessages(): void {
  z.config({ customError: (issue) => dutchMessage(issue) });
}
