export const CONFIRM_TITLE = 'Are you sure?';
export const CONFIRM_TEXT = "You won't be able to revert this!";

/** What a confirmation asks: its button, and the question naming the item, if any. */
export interface Confirmation {
  /** The confirm button's label, e.g. 'Yes, Apply Now!'. */
  label: string;
  /** "Approve 'Intro to Figma'?": the action and the course or person it touches. */
  question?: string;
}

/** The question an action on a named course or person asks: "Approve 'Intro to Figma'?". */
export function askAbout(action: string, name: string): string {
  return `${action} '${name}'?`;
}

/**
 * The spec's confirmation before every destructive action. Resolves true when the user
 * presses the confirm button, false when they cancel. Cancel has the focus, so an Enter
 * pressed by habit changes nothing.
 */
export async function confirmAction(confirmation: string | Confirmation): Promise<boolean> {
  const { label, question } =
    typeof confirmation === 'string' ? { label: confirmation, question: undefined } : confirmation;
  const { Modal } = await import('./antd-feedback');
  return new Promise((resolve) => {
    Modal.confirm({
      title: question ?? CONFIRM_TITLE,
      content: question ? `${CONFIRM_TITLE} ${CONFIRM_TEXT}` : CONFIRM_TEXT,
      okText: label,
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      autoFocusButton: 'cancel',
    });
  });
}
