import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('PromoteToAdmin', () => {
  it('makes a user an admin and keeps the rest of the record', async () => {
    const admin = anAdmin();
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(admin, instructor);

    await core.useCases.promoteToAdmin.execute(instructor.id, actorOf(admin));

    expect((await core.store.users.findById(instructor.id))?.toProps()).toEqual({
      ...instructor.toProps(),
      role: 'admin',
    });
  });

  it('refuses when the user is already an admin', async () => {
    const admin = anAdmin();
    const other = anAdmin();
    const core = memoryCore();
    await core.given(admin, other);

    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute(other.id, actorOf(admin)),
      'already_admin',
    );
    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute(admin.id, actorOf(admin)),
      'already_admin',
    );
  });

  it('is for admins only: nobody promotes themselves', async () => {
    const student = aUser();
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(student, instructor);

    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute(student.id, actorOf(student)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute(student.id, actorOf(instructor)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute(student.id, null),
      'unauthenticated',
    );
  });

  it('answers not found for an unknown user', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    await core.expectRefused(
      () => core.useCases.promoteToAdmin.execute('no-such-user', actorOf(admin)),
      'not_found',
    );
  });

  it('records the promotion in the audit log with the admin who made it; a refusal records nothing', async () => {
    const admin = anAdmin();
    const student = aUser();
    const core = memoryCore();
    await core.given(admin, student);

    await core.useCases.promoteToAdmin.execute(student.id, actorOf(admin));
    await expect(
      core.useCases.promoteToAdmin.execute(student.id, actorOf(admin)),
    ).rejects.toMatchObject({ code: 'already_admin' });

    expect(core.auditLog()).toEqual([
      {
        kind: 'admin-promoted',
        actorId: admin.id,
        subject: { type: 'user', id: student.id },
        before: { role: 'user' },
        after: { role: 'admin' },
        at: core.clock.now(),
      },
    ]);
  });
});
