import { useEffect, useState } from 'react';
import { SelectField } from '@/components/form-field';
import { desktopPrinter } from '@/lib/platform';
import type { PrinterChoice as Choice } from '@shared/ipc/bridge';

/**
 * The desktop app's counter printer (`Printer`): once chosen, the pick slip prints there
 * without a dialog. On the web there is nothing to choose: the browser asks.
 */
export function PrinterChoice() {
  const printer = desktopPrinter();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    if (printer) void printer.list().then(setChoices);
  }, [printer]);
  if (!printer || !choices) return null;
  const chosen = choices.find((choice) => choice.chosen)?.name ?? '';
  return (
    <SelectField
      label="Printer"
      hint="De paklijst gaat zonder vragen naar deze printer."
      value={chosen}
      options={choices.map((choice) => [choice.name, choice.label] as const)}
      onChange={(event) => {
        const name = event.target.value;
        void printer.choose(name).then(() => printer.list().then(setChoices));
      }}
    >
      <option value="">Elke keer vragen</option>
    </SelectField>
  );
}
