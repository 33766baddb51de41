import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootStore } from '../stores/root.store';
import { StoresProvider } from '../stores/use-stores';
import { fakeApi, fakeNavigator } from '../test/fake-fetch';
import { usePageTitle } from './page-title';

function Page() {
  usePageTitle('Error');
  return null;
}

function rootAnswering(config: { status?: number; body?: unknown }): RootStore {
  const { api } = fakeApi({ 'GET /api/v1/config': () => config });
  return new RootStore({ api, navigator: fakeNavigator().navigator });
}

describe('usePageTitle', () => {
  it('names the school the server names, once it has said', async () => {
    const root = rootAnswering({
      body: {
        payments: { mode: 'test' },
        googleEnabled: false,
        schoolName: 'Riverside Community School',
      },
    });
    render(
      <StoresProvider root={root}>
        <Page />
      </StoresProvider>,
    );
    expect(document.title).toBe('Error | GS Classroom');

    await root.config.load();
    await waitFor(() => expect(document.title).toBe('Error | Riverside Community School'));
  });

  it('keeps the spec’s title when the server cannot say', async () => {
    const root = rootAnswering({ status: 503, body: { error: { code: 'service_unavailable' } } });
    render(
      <StoresProvider root={root}>
        <Page />
      </StoresProvider>,
    );
    await root.config.load();
    expect(document.title).toBe('Error | GS Classroom');
  });
});
