import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './form-field.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A field's error as a string, or react-hook-form's `errors.name` as it is. */
export type FieldErrorLike = string | { message?: string } | undefined;

function messageOf(error: FieldErrorLike): string | undefined {
  return typeof error === 'string' ? error || undefined : error?.message || undefined;
}

/**
 * A label, its control and the control's hint and error. The label sits beside the control
 * (not around it), so the control's accessible name is exactly the label text: a wrapping
 * label would add a select's chosen option or an error message to the name. The error is
 * tied to the control with `aria-describedby` and marks it `aria-invalid`.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const message = messageOf(error);
  const described = [message ? `${id}-fout` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(message ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={`${id}-fout`} className="field-error">
          {message}
        </span>
      ) : null}
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: FieldErrorLike;
  hint?: ReactNode;
  /** Extra class on the field's wrapper (e.g. `search-field`). */
  fieldClassName?: string;
}

/** A field's own props (label, error, hint, wrapper class) apart from those of its control. */
function splitField<P extends FieldProps>({ label, error, hint, fieldClassName, ...control }: P) {
  return { field: { label, error, hint, className: fieldClassName }, control };
}

/**
 * A labelled input. Spread react-hook-form's `register('name')` on it and pass
 * `errors.name` as `error`; or use it controlled with `value` and `onChange`.
 */
export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps
>(function TextField(props, ref) {
  const { field, control: input } = splitField(props);
  return <Field {...field}>{(control) => <input ref={ref} {...input} {...control} />}</Field>;
});

/**
 * A labelled number typed as text (`inputMode` decimal or numeric): a Dutch comma stays as
 * typed, and the schema (e.g. `euroInput`) turns it into a number.
 */
export const NumberField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps & { whole?: boolean }
>(function NumberField({ whole = false, ...props }, ref) {
  return <TextField ref={ref} inputMode={whole ? 'numeric' : 'decimal'} {...props} />;
});

/** One option of a select: its value and what the user reads. */
export type SelectOption = readonly [value: string, label: string];

/** The options of a list of values with their Dutch labels, in the list's order. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption[] {
  return values.map((value) => [value, labels[value]] as const);
}

/** A labelled select; its options are `options` (after any children, e.g. an "all" option). */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & FieldProps & { options?: readonly SelectOption[] }
>(function SelectField({ options, children, ...props }, ref) {
  const { field, control: select } = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select ref={ref} {...select} {...control}>
          {children}
          {options?.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

/** A labelled multi-line text. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField(props, ref) {
  const { field, control: area } = splitField(props);
  return <Field {...field}>{(control) => <textarea ref={ref} {...area} {...control} />}</Field>;
});

/** A labelled search box that narrows a list beside it (searched on the server). */
export function SearchField({
  onChange,
  ...field
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> &
  FieldProps & {
    value: string;
    onChange: (value: string) => void;
  }) {
  return (
    <TextField
      {...field}
      type="search"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
