import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

/**
 * A labelled select. The label points at the select instead of wrapping it, so its
 * accessible name is the label alone, not the label plus every option's text.
 */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string }
>(function SelectField({ label, children, ...rest }, ref) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} {...rest}>
        {children}
      </select>
    </div>
  );
});
