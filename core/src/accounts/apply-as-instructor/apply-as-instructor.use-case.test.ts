import { describe, expect, it } from 'vitest';
import {
  aRejectedApplicant,
  aUser,
  actorOf,
  anApplicant,
  anApprovedInstructor,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const details = { category: 'Data Science', experience: 'Some Idea', title: 'Analyst' };
/** The application as the caller sends it for their own record. */
const application = (user: { id: string }) => ({ ...details, userId: user.id });

describe('ApplyAsInstructor', () => {
  it('sends the application: status applied with category, experience and title', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    await core.useCases.applyAsInstructor.execute(application(student), actorOf(student));

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

    const user = await core.useCases.applyAsInstructor.execute(
      application(rejected),
      actorOf(rejected),
    );

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
      () => core.useCases.applyAsInstructor.execute(application(user), actorOf(user)),
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
        { userId: student.id, category: 'Cooking', experience: '', title: '   ' },
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
      () => core.useCases.applyAsInstructor.execute(application({ id: 'u-1' }), null),
      'unauthenticated',
    );
    const stranger = aUser();
    await core.expectRefused(
      () => core.useCases.applyAsInstructor.execute(application(stranger), actorOf(stranger)),
      'forbidden',
    );
  });

  it('refuses an application sent on behalf of someone else', async () => {
    const student = aUser();
    const other = aUser();
    const core = memoryCore();
    await core.given(student, other);

    await core.expectRefused(
      () => core.useCases.applyAsInstructor.execute(application(other), actorOf(student)),
      'forbidden',
    );
  });
});
