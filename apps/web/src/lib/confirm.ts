export const CONFIRM_TITLE = 'Are you sure?';
export const CONFIRM_TEXT = "You won't be able to revert this!";

/**
 * The spec's confirmation before every destructive action. Resolves true when the user
 * presses the confirm button (e.g. 'Yes, Apply Now!'), false when they cancel.
 */
export async function confirmAction(confirmLabel: string): Promise<boolean> {
  const { Modal } = await import('./antd-feedback');
  return new Promise((resolve) => {
    Modal.confirm({
      title: CONFIRM_TITLE,
      content: CONFIRM_TEXT,
      okText: confirmLabel,
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      autoFocusButton: 'ok',
    });
  });
}
