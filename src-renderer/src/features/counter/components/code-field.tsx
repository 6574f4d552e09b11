import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '@/components/form-field';

/** What became of an entry: a short Dutch message for the user, if any. */
export interface EntryOutcome {
  message?: string;
}

/**
 * The scanner's field. Enter hands the text on and leaves it selected: the next scan
 * replaces it, and Enter again on the same code adds another. Delete on an empty field
 * takes the last line off.
 */
export const CodeField = forwardRef<
  HTMLInputElement,
  {
    pendingQuantity: number | null;
    message: string | null;
    busy: boolean;
    onEnter: (text: string) => Promise<EntryOutcome> | EntryOutcome;
    onRemoveLast: () => void;
  }
>(function CodeField({ pendingQuantity, message, busy, onEnter, onRemoveLast }, ref) {
  const [text, setText] = useState('');

  // A scanner types the next code before the last is looked up: entries are handled in order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (event.key === 'Delete' && text === '') {
      event.preventDefault();
      onRemoveLast();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const entered = text;
    // Selected at once: the next scan replaces the code, Enter again adds it again.
    input.select();
    queue.current = queue.current.then(async () => {
      await onEnter(entered);
      // Still selected after the lookup, unless the next code is already being typed.
      if (input.value === entered && document.activeElement === input) input.select();
    });
  }

  return (
    <TextField
      ref={ref}
      label="Artikelnummer of EAN"
      fieldClassName="counter-code"
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={keyDown}
      aria-busy={busy || undefined}
      error={message ?? undefined}
      hint={
        pendingQuantity === null
          ? 'Enter voegt één toe; * en een aantal (bijv. *5) zet het aantal voor de volgende code.'
          : `Volgende code: ${pendingQuantity} stuks.`
      }
    />
  );
});
