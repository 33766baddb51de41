import { render } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootStore } from '../stores/root.store';
import { StoresProvider } from '../stores/use-stores';
import { createApiClient } from '../lib/api-client';

/** A root store signed in as `email`, whose own API calls fail (pages here use feature stores). */
export function signedInRoot(email: string, displayName = 'Ivan Teacher'): RootStore {
  const api = createApiClient({
    baseUrl: '',
    transport: { kind: 'cookie' },
    fetch: () => Promise.reject(new Error('no network in tests')),
  });
  const root = new RootStore({ api });
  runInAction(() => {
    root.auth.session = { email, displayName, photoURL: '', canChangePassword: true };
    root.auth.record = {
      _id: 'me',
      displayName,
      photoURL: '',
      email,
      role: 'user',
      status: 'approved',
      category: 'Web Development',
      experience: 'Experienced',
      title: 'Senior Web Engineer',
    };
    root.auth.status = 'ready';
  });
  return root;
}

/** Renders one page at `url`, matched by `path`, inside the app's store provider. */
export function renderPage(
  Page: ComponentType,
  { path, url, root }: { path: string; url: string; root: RootStore },
) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <StoresProvider root={root}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
}
