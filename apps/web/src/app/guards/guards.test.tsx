import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeNavigator } from '../../test/fake-fetch';
import { signedIn } from '../../test/signed-in';
import { RootStore } from '../../stores/root.store';
import { StoresProvider } from '../../stores/use-stores';
import { RequireAdmin, RequireAuth, RequireInstructor } from './guards';

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      login page {location.search} from {(location.state as { from?: string } | null)?.from}
    </p>
  );
}

function renderAt(path: string, user: { role?: string; status?: string } | null) {
  const { api } = fakeApi(signedIn('sam@classroom.test', user));
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/course/:id', element: <RequireAuth>course page</RequireAuth> },
      { path: '/admin-dashboard/users', element: <RequireAdmin>users page</RequireAdmin> },
      {
        path: '/instructor-dashboard/add',
        element: <RequireInstructor>add page</RequireInstructor>,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider root={root}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return root;
}

describe('guards', () => {
  it('show the loading image while the session loads, then the page', async () => {
    const root = renderAt('/course/c1', {});
    expect(screen.getByRole('status').textContent).toContain('Checking your access');
    await root.auth.load();
    expect(await screen.findByText('course page')).toBeTruthy();
  });

  it('send a visitor to /login with the attempted path', async () => {
    const root = renderAt('/course/c1?tab=2', null);
    await root.auth.load();
    expect((await screen.findByText(/login page/)).textContent).toBe(
      'login page ?returnTo=%2Fcourse%2Fc1%3Ftab%3D2 from /course/c1?tab=2',
    );
  });

  it('send a student away from the admin pages', async () => {
    const root = renderAt('/admin-dashboard/users', {});
    await root.auth.load();
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
  });

  it('let an admin in', async () => {
    const root = renderAt('/admin-dashboard/users', { role: 'admin' });
    await root.auth.load();
    expect(await screen.findByText('users page')).toBeTruthy();
  });

  it('let only approved instructors into the instructor pages', async () => {
    const applicant = renderAt('/instructor-dashboard/add', { status: 'applied' });
    await applicant.auth.load();
    expect(await screen.findByText(/login page/)).toBeTruthy();
  });

  it('let an approved instructor in', async () => {
    const instructor = renderAt('/instructor-dashboard/add', { status: 'approved' });
    await instructor.auth.load();
    expect(await screen.findByText('add page')).toBeTruthy();
  });
});
