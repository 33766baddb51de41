import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../stores/root.store';
import { StoresProvider } from '../../../stores/use-stores';
import { fakeApi, fakeNavigator } from '../../../test/fake-fetch';
import ContactPage, { CONTACT_SENT } from './contact.page';
import { OUTREACH_RATE_LIMITED } from '../../../lib/outreach-api';

function renderContact(answer: { status: number; body: unknown }) {
  const { api, calls } = fakeApi({ 'POST /api/v1/contact': () => answer });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  render(
    <StoresProvider root={root}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const MESSAGE = {
  Name: 'Sam Lee',
  Email: 'sam@classroom.test',
  Subject: 'Invoice',
  Message: 'Could I have an invoice for my course?',
};

describe('ContactPage', () => {
  it('sends name, e-mail, subject and message, then confirms', async () => {
    const calls = renderContact({ status: 202, body: { accepted: true } });
    fill(MESSAGE);
    expect(await screen.findByText(CONTACT_SENT)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      {
        name: 'Sam Lee',
        email: 'sam@classroom.test',
        subject: 'Invoice',
        message: 'Could I have an invoice for my course?',
      },
    ]);
  });

  it("checks the contract's rules before sending", async () => {
    const calls = renderContact({ status: 202, body: { accepted: true } });
    fill({ ...MESSAGE, Message: 'Too short' });
    expect(await screen.findByText('Message must be at least 10 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says in words when too many messages came from this network', async () => {
    renderContact({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
    });
    fill(MESSAGE);
    expect(await screen.findByText(OUTREACH_RATE_LIMITED)).toBeTruthy();
    expect(screen.queryByText(CONTACT_SENT)).toBeNull();
  });
});
