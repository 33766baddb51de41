import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationForm, type ApplicationStatus } from './application-form';

const account = { displayName: 'Sam Student', photoURL: 'https://img.test/sam.png' };

function setup(status: ApplicationStatus = '', initialValues: Record<string, string> = account) {
  const onSubmit = vi.fn(async () => undefined as Record<string, string> | undefined);
  render(<ApplicationForm status={status} initialValues={initialValues} onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

describe('ApplicationForm', () => {
  it('shows name and photo read-only', () => {
    setup();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Photo URL') as HTMLInputElement).value).toBe(account.photoURL);
  });

  it('requires experience, category and title', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'submit for review' }));
    expect(await screen.findByText('Experience is required')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the name and photo of the account, with the sign-up messages', async () => {
    const { user } = setup('', {});
    await user.click(screen.getByRole('button', { name: 'submit for review' }));
    expect(await screen.findByText('Your Name is required')).toBeTruthy();
    expect(screen.getByText('Photo URL is required')).toBeTruthy();
  });

  it('sends a complete application', async () => {
    const { user, onSubmit } = setup();
    await user.selectOptions(screen.getByLabelText('Experience'), 'Experienced');
    await user.selectOptions(screen.getByLabelText('Category'), 'Data Science');
    await user.type(screen.getByLabelText('Current job title'), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'submit for review' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toEqual({
      ...account,
      experience: 'Experienced',
      category: 'Data Science',
      title: 'Analyst',
    });
  });

  it('hides the submit button while applied', () => {
    setup('applied');
    expect(screen.queryByRole('button', { name: 'submit for review' })).toBeNull();
  });

  it('shows a disabled "You\'re Already Approved" once approved', () => {
    setup('approved');
    expect(screen.queryByRole('button', { name: 'submit for review' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: "You're Already Approved" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('lets a rejected applicant apply again', () => {
    setup('rejected');
    expect(screen.getByRole('button', { name: 'submit for review' })).toBeTruthy();
  });
});

describe('ApplicationForm after a rejection', () => {
  const decision = {
    _id: 'd-1',
    subject: 'application' as const,
    verdict: 'rejected' as const,
    reason: 'Tell us which courses you would teach.',
    checklist: [],
    at: '2026-11-20T10:00:00.000Z',
  };

  it("shows the admin's reason above the form and still lets the applicant apply again", () => {
    const onSubmit = vi.fn(async () => undefined as Record<string, string> | undefined);
    render(
      <ApplicationForm
        status="rejected"
        decision={decision}
        initialValues={account}
        onSubmit={onSubmit}
      />,
    );
    const note = screen.getByRole('note', { name: 'Why it was not approved' });
    expect(note.textContent).toContain('Reason: Tell us which courses you would teach.');
    expect(note.textContent).toContain('Edit your application below and submit it again.');
    expect(screen.getByRole('button', { name: 'submit for review' })).toBeTruthy();
  });

  it('shows no reason once the applicant applied again', () => {
    const onSubmit = vi.fn(async () => undefined as Record<string, string> | undefined);
    render(
      <ApplicationForm
        status="applied"
        decision={decision}
        initialValues={account}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
