import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeNavigator } from '../../test/fake-fetch';
import { RootStore } from '../../stores/root.store';
import { StoresProvider } from '../../stores/use-stores';
import { TEST_MODE_NOTICE, TestModeBanner } from './test-mode-banner';

async function renderWith(config: { status?: number; body?: unknown }) {
  const { api } = fakeApi({ 'GET /api/v1/config': () => config });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  render(
    <StoresProvider root={root}>
      <TestModeBanner />
    </StoresProvider>,
  );
  await root.config.load();
}

describe('TestModeBanner', () => {
  it('says so when the server runs the local test card processor', async () => {
    await renderWith({ body: { payments: { mode: 'test' }, googleEnabled: false } });
    expect(TEST_MODE_NOTICE).toBe('Test mode: no real payments');
    expect((await screen.findByRole('note')).textContent).toBe(TEST_MODE_NOTICE);
  });

  it('stays away when Stripe takes the payments, or when the server cannot say', async () => {
    await renderWith({
      body: { payments: { mode: 'stripe', publishableKey: 'pk_live_1' }, googleEnabled: false },
    });
    expect(screen.queryByRole('note')).toBeNull();
    await renderWith({ status: 503, body: { error: { code: 'service_unavailable' } } });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
