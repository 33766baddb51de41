import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeNavigator } from '../test/fake-fetch';
import { RootStore } from '../stores/root.store';
import { StoresProvider } from '../stores/use-stores';
import { RefundPolicy } from './refund-policy';

async function renderWith(config: { status?: number; body?: unknown }) {
  const { api } = fakeApi({ 'GET /api/v1/config': () => config });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  render(
    <StoresProvider root={root}>
      <RefundPolicy />
    </StoresProvider>,
  );
  await root.config.load();
}

const config = (windowDays: number) => ({
  body: { payments: { mode: 'test' }, googleEnabled: false, refunds: { windowDays } },
});

describe('RefundPolicy', () => {
  it("states the server's refund window and that a finished course is not refunded", async () => {
    await renderWith(config(14));
    const policy = await screen.findByRole('note', { name: 'Refund policy' });
    expect(policy.textContent).toBe(
      'Refunds: you may ask for a full refund within 14 days of paying. No refund is available once you have completed the course or its certificate has been issued.',
    );
  });

  it('says so when the school refunds nothing', async () => {
    await renderWith(config(0));
    expect((await screen.findByRole('note', { name: 'Refund policy' })).textContent).toBe(
      'Refunds: payments are not refunded.',
    );
  });

  it('says nothing it does not know when the server cannot tell', async () => {
    await renderWith({ status: 503, body: { error: { code: 'service_unavailable' } } });
    expect(screen.queryByRole('note', { name: 'Refund policy' })).toBeNull();
  });
});
