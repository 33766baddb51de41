import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

function setup() {
  const onSubmit = vi.fn(async () => undefined as Record<string, string> | undefined);
  render(<RegisterForm onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

describe('RegisterForm', () => {
  it("shows the spec's message for every missing field", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Your Name is required',
      'Photo URL is required',
      'Email address is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a URL for the photo and 6 characters of password', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('Photo URL'), 'not a url');
    await user.type(screen.getByLabelText('Email'), 'sam@classroom.test');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Photo URL must be a valid URL')).toBeTruthy();
    expect(screen.getByText('Password must be 6 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new account', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Sam Student');
    await user.type(screen.getByLabelText('Photo URL'), 'https://img.test/sam.png');
    await user.type(screen.getByLabelText('Email'), 'sam@classroom.test');
    await user.type(screen.getByLabelText('Password'), 'classroom123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // The form's checks are fetched on its first use: the submit may wait for them.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        displayName: 'Sam Student',
        photoURL: 'https://img.test/sam.png',
        email: 'sam@classroom.test',
        password: 'classroom123',
      }),
    );
  });
});
