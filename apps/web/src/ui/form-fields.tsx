import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field } from 'react-final-form';

function describedBy(id: string, invalid: boolean): string | undefined {
  return invalid ? `${id}-error` : undefined;
}

function ErrorText({ id, error }: { id: string; error: unknown }) {
  return (
    <p className="field__error" id={`${id}-error`}>
      {String(error)}
    </p>
  );
}

/**
 * A labelled text input bound to react-final-form, its error under it once touched; with
 * `rows`, a multi-line text area.
 */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  readOnly,
  rows,
}: {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  rows?: number;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const id = `field-${name}`;
        const error = meta.error ?? (!meta.dirtySinceLastSubmit && meta.submitError);
        const invalid = Boolean(meta.touched && error);
        const control = {
          ...input,
          id,
          placeholder,
          readOnly,
          'aria-invalid': invalid,
          'aria-describedby': describedBy(id, invalid),
        };
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            {rows ? (
              <textarea {...control} rows={rows} />
            ) : (
              <input {...control} type={type} autoComplete={autoComplete} />
            )}
            {invalid && <ErrorText id={id} error={error} />}
          </div>
        );
      }}
    </Field>
  );
}

/** A labelled select with a disabled placeholder option. */
export function SelectField({
  name,
  label,
  placeholder,
  options,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const id = `field-${name}`;
        const error = meta.error ?? (!meta.dirtySinceLastSubmit && meta.submitError);
        const invalid = Boolean(meta.touched && error);
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <select
              {...input}
              value={input.value ?? ''}
              id={id}
              aria-invalid={invalid}
              aria-describedby={describedBy(id, invalid)}
            >
              <option value="" disabled>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {invalid && <ErrorText id={id} error={error} />}
          </div>
        );
      }}
    </Field>
  );
}

/** A form-wide error (FORM_ERROR), announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
