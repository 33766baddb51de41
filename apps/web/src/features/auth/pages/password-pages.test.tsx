import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../stores/root.store';
import { StoresProvider } from '../../../stores/use-stores';
import { fakeApi, fakeNavigator } from '../../../test/fake-fetch';
import ForgotPasswordPage from './forgot-password.page';
import ResetPasswordPage from './reset-password.page';

const SENT = 'If an account uses this address, a link is on its way.';

/** A page of the password's care, with the identity provider's answers. */
function renderPage(page: 'forgot' | 'reset') {
  const { api, calls } = fakeApi({
    'POST /idp/password/forgot': () => ({ status: 200, body: { message: SENT } }),
    'POST /idp/password/reset': () => ({ status: 200, body: { changed: true } }),
  });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={['/reset-password?token=a-token']}>
        {page === 'forgot' ? <ForgotPasswordPage /> : <ResetPasswordPage />}
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

/** Types into a field, focused first as in a browser: the focus fetches the form's checks. */
function type(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: true, selector: 'input' });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
}

// Their checks are fetched on the form's first use: a submit made before waits for them.
describe('the password pages', () => {
  it('asks for the address before sending a link', async () => {
    const calls = renderPage('forgot');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    type('Email', 'not an address');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the link to a valid address', async () => {
    const calls = renderPage('forgot');
    type('Email', ' sam@classroom.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ email: 'sam@classroom.test' }]);
  });

  it('wants a new password of 6 characters, typed twice the same', async () => {
    const calls = renderPage('reset');
    type('New password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be 6 characters')).toBeTruthy();
    type('New password', 'classroom123');
    type('New password again', 'classroom124');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('saves a new password with the link’s token', async () => {
    const calls = renderPage('reset');
    type('New password', 'classroom123');
    type('New password again', 'classroom123');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { token: 'a-token', password: 'classroom123' },
    ]);
  });
});
