import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../stores/root.store';
import { StoresProvider } from '../../../stores/use-stores';
import { fakeApi, fakeNavigator } from '../../../test/fake-fetch';
import { SignedInNotice } from './signed-in-notice';

async function renderNotice(state?: { from: string }) {
  const { api } = fakeApi({
    'GET /auth/session': () => ({
      body: { user: { email: 'sam@classroom.test', displayName: 'Sam', photoURL: '' } },
    }),
  });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  await root.auth.load();
  const router = createMemoryRouter([{ path: '/login', element: <SignedInNotice /> }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  render(
    <StoresProvider root={root}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
}

describe('SignedInNotice', () => {
  it('tells someone who opened /login again that they are signed in', async () => {
    await renderNotice();
    expect(await screen.findByText(/Sign out first to use another account/)).toBeTruthy();
    expect(screen.queryByText(/needs another account/)).toBeNull();
  });

  it('tells someone a guard sent here that the page needs another account', async () => {
    await renderNotice({ from: '/admin-dashboard/users' });
    expect(await screen.findByText(/The page you asked for needs another account/)).toBeTruthy();
  });
});
