import { addressBody, loginBody } from '@classroom/http-contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { EmailField, SubmitButton, TextField } from '../ui/form-fields';
import {
  deferValidate,
  useDeferredValidate,
  type DeferredValidate,
  type Validate,
} from './use-deferred-validate';
import { validateWith } from './validate-with';

type Values = { email?: string; password?: string };

/** Two fields, so that one can be filled while the other still blocks the submit. */
function CheckedForm({
  checks,
  onSubmit,
}: {
  checks: DeferredValidate;
  onSubmit: (values: Values) => Promise<undefined>;
}) {
  const deferred = useDeferredValidate(checks);
  return (
    <Form<Values> onSubmit={onSubmit} validate={deferred.validate}>
      {({ form, submitting, submitError }) => (
        <form
          onSubmit={deferred.submit(form)}
          onFocus={deferred.prefetch}
          noValidate
          aria-label="Checked form"
        >
          <EmailField />
          <TextField name="password" label="Password" type="password" />
          <SubmitButton
            submitError={submitError}
            submitting={submitting || deferred.waiting}
            label="Send"
            busyLabel="Sending…"
          />
        </form>
      )}
    </Form>
  );
}

/** Checks (the address's by default), arriving when `arrive` is called (or failing with `fail`). */
function gatedChecks(validate: Validate = validateWith(addressBody)) {
  const gates: { arrive: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Validate>((resolve, reject) => {
        gates.push({
          arrive: () => resolve(validate),
          fail: () => reject(new Error('chunk not found')),
        });
      }),
  );
  return { checks: deferValidate(load), load, gates };
}

function setup(checks: DeferredValidate) {
  const onSubmit = vi.fn(async (_values: Values) => undefined);
  render(<CheckedForm checks={checks} onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

describe('useDeferredValidate', () => {
  it('fetches the checks when the form is first used, not when it shows', async () => {
    const { checks, load } = gatedChecks();
    const { user } = setup(checks);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks every field once the checks arrive', async () => {
    const { checks, gates } = gatedChecks();
    const { user } = setup(checks);
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.tab();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    gates[0]!.arrive();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('holds a submit made before the checks arrive, then shows their messages', async () => {
    const { checks, gates } = gatedChecks();
    const { user, onSubmit } = setup(checks);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    gates[0]!.arrive();
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops a message once its field is filled, whatever submits came between', async () => {
    const { checks, gates } = gatedChecks(
      validateWith(loginBody.pick({ email: true, password: true })),
    );
    const { user, onSubmit } = setup(checks);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    gates[0]!.arrive();
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'sam@classroom.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Email address is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'classroom123');
    expect(screen.queryByText('Password is required')).toBeNull();
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Email address is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once the held checks pass', async () => {
    const { checks, gates } = gatedChecks();
    const { user, onSubmit } = setup(checks);
    await user.type(screen.getByLabelText('Email'), 'sam@classroom.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    gates[0]!.arrive();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'sam@classroom.test' });
  });

  it('leaves the checks to the server when they cannot be fetched, and fetches them again on the next use', async () => {
    const { checks, load, gates } = gatedChecks();
    const { user, onSubmit } = setup(checks);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    gates[0]!.fail();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    await user.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks at once in a form shown after the checks have arrived', async () => {
    const { checks, gates } = gatedChecks();
    void checks.fetch();
    gates[0]!.arrive();
    await checks.fetch();
    const { user, onSubmit } = setup(checks);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Email address is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
