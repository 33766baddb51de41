import { describe, expect, it } from 'vitest';
import { aUser, anAdmin } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GrantAdmin (operator command)', () => {
  it('makes the user with this e-mail an admin, whatever its case', async () => {
    const student = aUser({ email: 'first@classroom.test' });
    const core = memoryCore();
    await core.given(student);

    const admin = await core.useCases.grantAdmin.execute('  First@Classroom.TEST ');

    expect(admin.id).toBe(student.id);
    expect((await core.store.users.findById(student.id))?.role).toBe('admin');
  });

  it('refuses an e-mail with no user record: the person signs in first', async () => {
    const core = memoryCore();
    await core.given(aUser());

    await core.expectRefused(
      () => core.useCases.grantAdmin.execute('nobody@classroom.test'),
      'not_found',
    );
  });

  it('refuses a user who is already an admin, and a malformed e-mail', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    await core.expectRefused(() => core.useCases.grantAdmin.execute(admin.email), 'already_admin');
    await core.expectRefused(
      () => core.useCases.grantAdmin.execute('not an e-mail'),
      'validation_failed',
    );
  });

  it('records the grant in the audit log with the system as its actor', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    await core.useCases.grantAdmin.execute(student.email);

    expect(core.auditLog()).toEqual([
      {
        kind: 'admin-granted',
        actorId: null,
        subject: { type: 'user', id: student.id },
        before: { role: 'user' },
        after: { role: 'admin' },
        at: core.clock.now(),
      },
    ]);
  });
});
