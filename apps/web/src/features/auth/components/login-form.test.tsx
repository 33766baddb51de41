import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

function setup(onSubmit = vi.fn(async () => undefined as Record<string, string> | undefined)) {
  render(<LoginForm onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

describe('LoginForm', () => {
  it('requires the email and the password', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a password of at least 6 characters', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Email'), 'sam@classroom.test');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must be 6 characters')).toBeTruthy();
    expect(screen.queryByText('Email address is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid credentials, and shows what the server answers', async () => {
    const { user, onSubmit } = setup(
      vi.fn(async () => ({ [FORM_ERROR]: 'Invalid Email/Password' })),
    );
    await user.type(screen.getByLabelText('Email'), ' sam@classroom.test ');
    await user.type(screen.getByLabelText('Password'), 'classroom123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The form's checks are fetched on its first use: the submit may wait for them.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'sam@classroom.test',
        password: 'classroom123',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Email/Password');
  });
});
