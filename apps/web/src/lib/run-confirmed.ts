import { confirmAction, type Confirmation } from './confirm';
import { isApiError } from './api-error';
import { notify } from './notify';

/** The message a failed call shows in a toast. */
export function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

/**
 * The spec's pattern for a destructive action: confirm ('Are you sure?'), run it, then a
 * success toast; a failure shows the server's message. Resolves true when it ran.
 */
export async function runConfirmed(
  confirmation: string | Confirmation,
  action: () => Promise<unknown>,
  success: { title: string; description?: string },
): Promise<boolean> {
  if (!(await confirmAction(confirmation))) return false;
  try {
    await action();
    notify.success(success.title, success.description);
    return true;
  } catch (error) {
    notify.error(failureMessage(error));
    return false;
  }
}

/** For loads started from an effect or a click: a failure becomes an error toast. */
export function showFailure(error: unknown): void {
  notify.error(failureMessage(error));
}
