/** The spec's toast timings: 4 s for plain and error toasts, 2 s for success. */
export const TOAST_SECONDS = { blank: 4, error: 4, success: 2 } as const;

export type ToastType = 'success' | 'error' | 'info';

export interface Notifier {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

const pendingKey = 'gs-classroom:toast';

function durationOf(type: ToastType): number {
  if (type === 'success') return TOAST_SECONDS.success;
  return type === 'error' ? TOAST_SECONDS.error : TOAST_SECONDS.blank;
}

function show(type: ToastType, title: string, description?: string): void {
  void import('./antd-feedback').then(({ notification }) =>
    notification.open({
      type,
      title,
      description,
      duration: durationOf(type),
      placement: 'topRight',
      role: type === 'error' ? 'alert' : 'status',
    }),
  );
}

/** Toasts at the top right. */
export const notify: Notifier = {
  success: (title, description) => show('success', title, description),
  error: (title, description) => show('error', title, description),
  info: (title, description) => show('info', title, description),
};

/** A toast to show after a full page load (sign-out through the issuer leaves the page). */
export function notifyAfterReload(type: ToastType, title: string): void {
  try {
    sessionStorage.setItem(pendingKey, JSON.stringify({ type, title }));
  } catch {
    // Storage may be disabled; the toast is a nicety.
  }
}

export function showPendingToast(target: Notifier = notify): void {
  try {
    const raw = sessionStorage.getItem(pendingKey);
    if (!raw) return;
    sessionStorage.removeItem(pendingKey);
    const { type, title } = JSON.parse(raw) as { type: ToastType; title: string };
    if (type === 'success' || type === 'error' || type === 'info') target[type](title);
  } catch {
    // Nothing to show.
  }
}
