import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../stores/root.store';
import { StoresProvider } from '../../../stores/use-stores';
import { fakeApi, fakeNavigator } from '../../../test/fake-fetch';
import { OUTREACH_RATE_LIMITED } from '../../../lib/outreach-api';
import { Subscribe, SUBSCRIBED } from './subscribe';

function renderSubscribe(answer: { status: number; body: unknown }) {
  const { api, calls } = fakeApi({ 'POST /api/v1/subscribers': () => answer });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  render(
    <StoresProvider root={root}>
      <Subscribe />
    </StoresProvider>,
  );
  return { calls, input: screen.getByLabelText('Email address') as HTMLInputElement };
}

describe('Subscribe', () => {
  it('is a plain GET form whose email the browser requires and checks', () => {
    const { input } = renderSubscribe({ status: 202, body: { accepted: true } });
    const form = input.form!;
    expect(form.method).toBe('get');
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');

    expect(input.validity.valueMissing).toBe(true);
    expect(form.checkValidity()).toBe(false);
    input.value = 'not-an-email';
    expect(input.validity.typeMismatch).toBe(true);
    input.value = 'sam@classroom.test';
    expect(form.checkValidity()).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('posts the address to the list and confirms it without reloading', async () => {
    const { input, calls } = renderSubscribe({ status: 202, body: { accepted: true } });
    fireEvent.change(input, { target: { value: 'sam@classroom.test' } });
    fireEvent.submit(input.form!);
    expect(await screen.findByText(SUBSCRIBED, { exact: false })).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/v1/subscribers', { email: 'sam@classroom.test' }],
    ]);
    expect(input.value).toBe('');
  });

  it('says in words when too many addresses came from this network', async () => {
    const { input } = renderSubscribe({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
    });
    fireEvent.change(input, { target: { value: 'sam@classroom.test' } });
    fireEvent.submit(input.form!);
    expect(await screen.findByText(OUTREACH_RATE_LIMITED)).toBeTruthy();
  });
});
