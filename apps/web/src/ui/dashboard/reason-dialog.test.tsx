import '../../test/dom-polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';

const slow = { timeout: 10_000 };

function open(
  action: 'Reject' | 'Unpublish' | 'Suspend',
  subject: 'course' | 'application' | 'account',
) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <ReasonDialog
      open
      action={action}
      title={`${action} 'Intro to Figma'`}
      subject={subject}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

describe('ReasonDialog', { timeout: 30_000 }, () => {
  it.each([
    ['course', 'instructor'],
    ['application', 'applicant'],
  ] as const)(
    "asks the spec's question before rejecting a %s, with the reason for the %s",
    async (subject, reader) => {
      const onSubmit = open('Reject', subject);
      const dialog = await screen.findByRole('dialog', {}, slow);
      expect(dialog.textContent).toContain('Are you sure?');
      expect(dialog.textContent).toContain("You won't be able to revert this!");
      fireEvent.change(within(dialog).getByLabelText(`Reason (shown to the ${reader})`), {
        target: { value: 'No syllabus' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject!' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ reason: 'No syllabus', checklist: [] }),
      );
    },
  );

  it('says what a suspension does, offers only the items that fit an account, and wants a reason', async () => {
    const onSubmit = open('Suspend', 'account');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('every session they have ends now');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(["It breaks the school's content policy"]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Suspend!' }));
    expect(
      await within(dialog).findByText('Give the reason for this decision', {}, slow),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
