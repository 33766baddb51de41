import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { OUTBOX_PAGE_SIZE } from './list-outbox.use-case';

/** An admin and 23 messages queued a minute apart. */
async function coreWithMessages() {
  const admin = anAdmin();
  const core = memoryCore();
  await core.given(admin);
  for (let i = 0; i < 23; i += 1) {
    await core.store.outbox.enqueue({
      kind: 'application-approved',
      to: admin.email,
      name: `Person ${i}`,
    });
    core.clock.advance(60_000);
  }
  return { core, admin };
}

describe('ListOutbox', () => {
  it('pages the outbox by 20, newest first, each message with its subject', async () => {
    const { core, admin } = await coreWithMessages();

    const first = await core.mail.listOutbox.execute({}, actorOf(admin));
    const second = await core.mail.listOutbox.execute({ page: 2 }, actorOf(admin));

    expect(OUTBOX_PAGE_SIZE).toBe(20);
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20 });
    expect(first.items[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
      subject: 'GS Classroom: application-approved',
      message: { name: 'Person 22' },
    });
    expect(second.items.map((item) => 'name' in item.message && item.message.name)).toEqual([
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
  });

  it('searches recipients and subjects, filters by status and shows oldest first', async () => {
    const { core, admin } = await coreWithMessages();
    const student = aUser();
    await core.given(student);
    await core.store.outbox.enqueue({ kind: 'password-changed', to: student.email, name: 'S' });
    const list = (input: Parameters<typeof core.mail.listOutbox.execute>[0]) =>
      core.mail.listOutbox.execute(input, actorOf(admin));

    const found = await list({ text: `  ${student.email.toUpperCase()} ` });
    expect(found.items.map((item) => item.subject)).toEqual(['GS Classroom: password-changed']);
    expect((await list({ text: 'password-CHANGED' })).total).toBe(1);
    expect((await list({ text: '   ' })).total).toBe(24);
    expect((await list({ status: 'sent' })).total).toBe(0);
    expect((await list({ status: 'queued', text: 'approved' })).total).toBe(23);
    const oldest = await list({ sort: 'oldest' });
    expect('name' in oldest.items[0]!.message && oldest.items[0]!.message.name).toBe('Person 0');
  });

  it('refuses a page that is not a positive whole number', async () => {
    const { core, admin } = await coreWithMessages();
    await expect(core.mail.listOutbox.execute({ page: 0 }, actorOf(admin))).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { page: expect.any(String) },
    });
  });

  it('is for admins only', async () => {
    const { core } = await coreWithMessages();
    const student = aUser();
    const instructor = anApprovedInstructor();
    await core.given(student, instructor);

    for (const caller of [student, instructor]) {
      await expect(core.mail.listOutbox.execute({}, actorOf(caller))).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    await expect(core.mail.listOutbox.execute({}, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
