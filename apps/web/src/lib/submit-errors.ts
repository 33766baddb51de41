import { FORM_ERROR } from 'final-form';
import { isApiError } from './api-error';

/**
 * A failed submit as react-final-form wants it: field messages, and one for the whole form
 * unless it only repeats a field's.
 */
export function submitErrors(error: unknown, fallback: string): Record<string, string> {
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    const repeated = Object.values(error.fields).includes(error.message);
    return repeated ? { ...error.fields } : { ...error.fields, [FORM_ERROR]: error.message };
  }
  return { [FORM_ERROR]: isApiError(error) ? error.message : fallback };
}
