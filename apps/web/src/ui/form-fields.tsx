import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';

function describedBy(id: string, invalid: boolean): string | undefined {
  return invalid ? `${id}-error` : undefined;
}

/** The field's id, and its error once touched: the rule's, or the server's until the next edit. */
function fieldState(name: string, meta: FieldMetaState<string>) {
  const id = `field-${name}`;
  const error = meta.error ?? (!meta.dirtySinceLastSubmit && meta.submitError);
  return { id, error, invalid: Boolean(meta.touched && error) };
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
        const { id, error, invalid } = fieldState(name, meta);
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
        const { id, error, invalid } = fieldState(name, meta);
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
              <SelectOptions placeholder={placeholder} options={options} />
            </select>
            {invalid && <ErrorText id={id} error={error} />}
          </div>
        );
      }}
    </Field>
  );
}

/** A select's options, after a disabled placeholder shown until a choice is made. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}

/** The e-mail field of the sign-in, sign-up and password forms. */
export function EmailField() {
  return (
    <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="Email" />
  );
}

/**
 * The form-wide error, then the submit button, which says what it is doing while the submit
 * runs (`busyLabel`); `block` makes it as wide as the form.
 */
export function SubmitButton({
  submitError,
  submitting,
  disabled = false,
  label,
  busyLabel,
  block = false,
}: {
  submitError: ReactNode;
  submitting: boolean | undefined;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  block?: boolean;
}) {
  return (
    <>
      <FormError>{submitError}</FormError>
      <button
        type="submit"
        className={block ? 'button button--primary button--block' : 'button button--primary'}
        disabled={Boolean(submitting) || disabled}
      >
        {submitting ? busyLabel : label}
      </button>
    </>
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
