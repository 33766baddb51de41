import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import {
  useDeferredValidate,
  type DeferredValidate,
  type Validate,
} from '../../../lib/use-deferred-validate';
import { SubmitButton } from '../../../ui/form-fields';

/**
 * An account form whose checks are fetched on first use (`useDeferredValidate`): its fields,
 * then the full-width submit button, busy while the form submits or waits for its checks.
 * `validateWith` builds the form's validation from the checks once they arrived (or not yet);
 * without it the checks are the validation.
 */
export function CheckedForm<Values extends object>({
  checks,
  validateWith,
  onSubmit,
  label,
  submitLabel,
  busyLabel,
  children,
}: {
  checks: DeferredValidate;
  validateWith?: (checks: Validate | undefined) => (values: Values) => Record<string, string>;
  onSubmit: (values: Values) => Promise<Record<string, string> | undefined>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const deferred = useDeferredValidate(checks);
  // A new function only when the checks arrive: the form validates again with each one.
  const validate = useMemo(
    () => (validateWith ? validateWith(deferred.validate) : deferred.validate),
    [validateWith, deferred.validate],
  );
  return (
    <Form<Values> onSubmit={onSubmit} validate={validate}>
      {({ form, submitting, submitError }) => (
        <form
          onSubmit={deferred.submit(form)}
          onFocus={deferred.prefetch}
          noValidate
          aria-label={label}
        >
          {children}
          <SubmitButton
            submitError={submitError}
            submitting={submitting || deferred.waiting}
            label={submitLabel}
            busyLabel={busyLabel}
            block
          />
        </form>
      )}
    </Form>
  );
}
