import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import type { Email } from '../../shared/email';

const verify = {
  kind: 'verify-email',
  to: 'new@example.com' as Email,
  name: 'New',
  token: 'verify-token-7',
} as const;

async function coreWithMessage(options: { transport?: null } = {}) {
  const admin = anAdmin();
  const core = memoryCore(options);
  await core.given(admin);
  await core.store.outbox.enqueue(verify);
  const [row] = core.store.tables.outbox.values();
  return { core, admin, id: row!.id };
}

describe('ReadOutboxMessage', () => {
  it('shows a kept message whole, its link included', async () => {
    const { core, admin, id } = await coreWithMessage({ transport: null });
    await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });

    const read = await core.mail.readOutboxMessage.execute(id, actorOf(admin));

    expect(read).toMatchObject({ id, status: 'kept', message: verify });
    expect(read.mail.subject).toBe('GS Classroom: verify-email');
    expect(read.mail.text).toContain('verify-token-7');
  });

  it('hides the secrets of a message that is not kept', async () => {
    const { core, admin, id } = await coreWithMessage();

    const queued = await core.mail.readOutboxMessage.execute(id, actorOf(admin));
    await core.mail.deliverMail.execute({ messageId: id, lastAttempt: false });
    const sent = await core.mail.readOutboxMessage.execute(id, actorOf(admin));

    for (const read of [queued, sent]) {
      expect(read.mail.text).not.toContain('verify-token-7');
      expect(read.mail.html).not.toContain('verify-token-7');
    }
    expect(sent.status).toBe('sent');
  });

  it('answers not found for an unknown message', async () => {
    const { core, admin } = await coreWithMessage();
    await core.expectRefused(
      () => core.mail.readOutboxMessage.execute('mail-none', actorOf(admin)),
      'not_found',
    );
  });

  it('is for admins only', async () => {
    const { core, id } = await coreWithMessage();
    const student = aUser();
    await core.given(student);

    await core.expectRefused(
      () => core.mail.readOutboxMessage.execute(id, actorOf(student)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.mail.readOutboxMessage.execute(id, null),
      'unauthenticated',
    );
  });
});
