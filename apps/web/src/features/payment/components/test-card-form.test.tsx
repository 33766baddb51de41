import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateCard } from '../model/card-validation';
import { TestCardForm } from './test-card-form';

function setup(canPay = true) {
  const onPay = vi.fn(async () => true);
  render(<TestCardForm canPay={canPay} paying={false} onPay={onPay} />);
  return { user: userEvent.setup(), onPay };
}

describe('TestCardForm', () => {
  it('keeps Pay disabled until the payment is ready', () => {
    setup(false);
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says which card detail is incomplete, in the processor's words", async () => {
    const { user, onPay } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('refuses a number that fails the checksum and a date in the past', async () => {
    const { user, onPay } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '0120');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('formats as the user types and pays with a valid card', async () => {
    const { user, onPay } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    expect((screen.getByLabelText('Expiry (MM / YY)') as HTMLInputElement).value).toBe('12 / 34');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith({
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
  });
});

describe('validateCard', () => {
  const now = new Date(2026, 5, 15);
  it('accepts this month and refuses last month', () => {
    const card = { number: '4242424242424242', cvc: '123' };
    expect(validateCard({ ...card, expiry: '06 / 26' }, now)).toEqual({});
    expect(validateCard({ ...card, expiry: '05 / 26' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateCard({ ...card, expiry: '13 / 27' }, now)).toEqual({
      expiry: "Your card's expiration date is invalid.",
    });
  });
});
