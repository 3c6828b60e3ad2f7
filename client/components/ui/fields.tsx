// Form fields: a visible label, a required star or an 'optional' note, error text tied to the
// control with aria-describedby, and aria-invalid when in error.
import { useSnippets } from '../../lib/snippets';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  required: boolean;
  /** Which note shows instead of the star on an optional field: the snippet form.optional
   *  ('optional'), or on checkout form.optionalCheckout ('Optional'). */
  optionalNote: 'default' | 'checkout';
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, required, optionalNote, error, hint, children }: FieldFrameProps) {
  const { text } = useSnippets();
  const note = optionalNote === 'checkout' ? text('form.optionalCheckout', 'Optional') : text('form.optional', 'optional');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : <span className="field__optional"> ({note})</span>}
      </label>
      {children}
      {hint && !error && <p className="field__hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextInput({ label, error, hint, required = false, className, ...rest }: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} optionalNote="default" error={error} hint={hint}>
      <input id={id} className={`input ${className ?? ''}`} required={required} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)} {...rest} />
    </FieldFrame>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextArea({ label, error, hint, required = false, className, rows = 6, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} optionalNote="default" error={error} hint={hint}>
      <textarea id={id} className={`input textarea ${className ?? ''}`} rows={rows} required={required} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)} {...rest} />
    </FieldFrame>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  /** The checkout variant shows the hint 'Optional' on optional selects. */
  variant?: 'default' | 'checkout';
  placeholder?: string;
}

export function Select({ label, options, error, required = false, variant = 'default', placeholder, className, ...rest }: SelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} optionalNote={variant === 'checkout' ? 'checkout' : 'default'} error={error}>
      <select id={id} className={`input select ${className ?? ''}`} required={required} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldFrame>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
        <span>{label}</span>
      </label>
      {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}
