import '../../../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { PayoutForm } from './payout-form';

async function fill(amount: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Amount (USD)'), amount);
  await user.type(screen.getByLabelText('Reference'), 'TRANSFER-1');
  await user.click(screen.getByRole('button', { name: 'Record payout' }));
}

// Typing into antd's inputs is slow on a busy machine.
describe('PayoutForm', { timeout: 20_000 }, () => {
  it('refuses more than the available balance without asking the server', async () => {
    const record = vi.fn(async () => {});
    render(<PayoutForm availableCents={1000} record={record} />);
    await fill('10.01');
    await screen.findByText('At most $10.00 is available', {}, { timeout: 5000 });
    expect(record).not.toHaveBeenCalled();
  });

  it("records the amount in cents, and shows the server's refusal", async () => {
    const record = vi.fn(async () => {
      throw new ApiError(422, 'payout_exceeds_balance', 'The payout exceeds the available balance');
    });
    render(<PayoutForm availableCents={1000} record={record} />);
    await fill('9.99');
    expect(
      await screen.findByText('The payout exceeds the available balance', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(record).toHaveBeenCalledWith({
      amountCents: 999,
      method: 'Bank transfer',
      reference: 'TRANSFER-1',
    });
  });
});
