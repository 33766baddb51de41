import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from './run-confirmed';

/**
 * A failed submit as react-final-form wants it: the server's field messages on their fields,
 * anything else as an error of the whole form.
 */
export function submissionErrors(error: unknown): SubmissionErrors {
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    return { ...error.fields };
  }
  return { [FORM_ERROR]: failureMessage(error) };
}
