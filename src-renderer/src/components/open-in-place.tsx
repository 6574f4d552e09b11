import { useState, type ReactNode } from 'react';

/**
 * A button that opens a form (or a question) in its own place: `Nieuwe klant`, `Wijzigen`,
 * `Retour registreren`. The opened part gets `close`, for its `Annuleren` and for after saving.
 */
export function OpenInPlace({
  label,
  className = 'button',
  closed = (button) => button,
  children,
}: {
  label: ReactNode;
  /** The button's classes. */
  className?: string;
  /** What shows while closed, around the button (e.g. a toolbar); the button alone unless given. */
  closed?: (button: ReactNode) => ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (open) return <>{children(() => setOpen(false))}</>;
  return (
    <>
      {closed(
        <button type="button" className={className} onClick={() => setOpen(true)}>
          {label}
        </button>,
      )}
    </>
  );
}
