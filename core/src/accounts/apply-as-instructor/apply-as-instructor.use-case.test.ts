import { describe, expect, it } from 'vitest';
import {
  aRejectedApplicant,
  aUser,
  actorOf,
  anApplicant,
  anApprovedInstructor,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const application = { category: 'Data Science', experience: 'Some Idea', title: 'Analyst' };

describe('ApplyAsInstructor', () => {
  it('sends the application: status applied with category, experience and title', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    await core.useCases.applyAsInstructor.execute(application, actorOf(student));

    const stored = await core.store.users.findById(student.id);
    expect(stored?.toProps()).toEqual({
      ...student.toProps(),
      instructorStatus: 'applied',
      category: 'Data Science',
      experience: 'Some Idea',
      title: 'Analyst',
    });
  });

  it('lets a rejected applicant apply again', async () => {
    const rejected = aRejectedApplicant();
    const core = memoryCore();
    await core.given(rejected);

    const user = await core.useCases.applyAsInstructor.execute(application, actorOf(rejected));

    expect(user.instructorStatus).toBe('applied');
    expect((await core.store.users.findById(rejected.id))?.instructorStatus).toBe('applied');
  });

  it.each([
    ['under review', anApplicant],
    ['approved', anApprovedInstructor],
  ])('refuses while the application is %s', async (_state, mother) => {
    const user = mother();
    const core = memoryCore();
    await core.given(user);

    await core.expectRefused(
      () => core.useCases.applyAsInstructor.execute(application, actorOf(user)),
      'application_already_sent',
    );
  });

  it('reports every missing field with the form messages', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);
    const before = core.state();

    await expect(
      core.useCases.applyAsInstructor.execute(
        { category: 'Cooking', experience: '', title: '   ' },
        actorOf(student),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: {
        category: 'Category is required',
        experience: 'Experience is required',
        title: 'Title is required',
      },
    });
    expect(core.state()).toEqual(before);
  });

  it('refuses a visitor, and a caller without a user record', async () => {
    const core = memoryCore();
    await core.expectRefused(
      () => core.useCases.applyAsInstructor.execute(application, null),
      'unauthenticated',
    );
    await core.expectRefused(
      () => core.useCases.applyAsInstructor.execute(application, actorOf(aUser())),
      'forbidden',
    );
  });
});
