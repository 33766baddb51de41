import { isApiError } from '../../../lib/api-error';

/** What a failed call tells the instructor: the message, then each field's, once. */
export function errorLines(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (!isApiError(error)) return [fallback];
  const lines = [error.message, ...Object.values(error.fields)];
  return [...new Set(lines.filter((line) => line.trim() !== ''))];
}
