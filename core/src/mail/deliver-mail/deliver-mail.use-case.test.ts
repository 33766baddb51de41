import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import type { Email } from '../../shared/email';
import type { MailMessage } from '../mail-message';

const reset: MailMessage = {
  kind: 'password-reset',
  to: 'rae@example.com' as Email,
  name: 'Rae',
  token: 'secret-token-1',
};

async function queued(message: MailMessage = reset) {
  const core = memoryCore();
  await core.store.outbox.enqueue(message);
  const [row] = core.store.tables.outbox.values();
  return { core, id: row!.id };
}

describe('DeliverMail', () => {
  it('sends a queued message, marks it sent and removes its secrets', async () => {
    const { core, id } = await queued();

    const outcome = await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });

    expect(outcome).toEqual({ status: 'sent', kind: 'password-reset' });
    expect(core.transport.sent).toHaveLength(1);
    expect(core.transport.sent[0]!.to).toBe('rae@example.com');
    expect(core.transport.sent[0]!.mail.text).toContain('secret-token-1');
    expect(await core.store.outbox.findById(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: core.clock.now(),
      message: { ...reset, token: 'removed' },
    });
  });

  it('sends a message once, however often its job runs', async () => {
    const { core, id } = await queued();

    await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });
    const again = await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });

    expect(again).toEqual({ status: 'skipped' });
    expect(core.transport.sent).toHaveLength(1);
  });

  it('records a failed attempt and fails, so that the job is tried again', async () => {
    const { core, id } = await queued();
    core.transport.failure = 'connect ECONNREFUSED 127.0.0.1:2525';

    await expect(
      core.mail.deliverMail.execute({ messageId: id, lastAttempt: false }),
    ).rejects.toThrow('ECONNREFUSED');
    await expect(
      core.mail.deliverMail.execute({ messageId: id, lastAttempt: false }),
    ).rejects.toThrow('ECONNREFUSED');

    expect(await core.store.outbox.findById(id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      message: reset,
    });
    core.transport.failure = null;
    await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });
    expect(await core.store.outbox.findById(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('marks the message failed, without its secrets, when the last attempt fails', async () => {
    const { core, id } = await queued();
    core.transport.failure = '550 mailbox unavailable';

    await expect(
      core.mail.deliverMail.execute({ messageId: id, lastAttempt: true }),
    ).rejects.toThrow('550');

    expect(await core.store.outbox.findById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 mailbox unavailable',
      sentAt: null,
      message: { ...reset, token: 'removed' },
    });
  });

  it('keeps the whole message when no transport is configured', async () => {
    const core = memoryCore({ transport: null });
    await core.store.outbox.enqueue(reset);
    const [row] = core.store.tables.outbox.values();

    const outcome = await core.mail.deliverMail.execute({ messageId: row!.id, lastAttempt: false });

    expect(outcome).toMatchObject({ status: 'kept', kind: 'password-reset' });
    expect(outcome.status === 'kept' && outcome.mail.links).toEqual([
      'https://classroom.test/link?token=secret-token-1',
    ]);
    expect(await core.store.outbox.findById(row!.id)).toMatchObject({
      status: 'kept',
      attempts: 1,
      sentAt: null,
      message: reset,
    });
  });

  it('skips a message it does not know', async () => {
    const core = memoryCore();
    expect(
      await core.mail.deliverMail.execute({ messageId: 'mail-missing', lastAttempt: true }),
    ).toEqual({ status: 'skipped' });
  });
});
