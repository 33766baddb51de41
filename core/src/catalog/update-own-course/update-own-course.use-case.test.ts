import { describe, expect, it } from 'vitest';
import { aCourse, actorOf, anAdmin, anApprovedInstructor, courseInput } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('UpdateOwnCourse', () => {
  it('replaces the editable fields and keeps status, rating, count, instructor and dates', async () => {
    const instructor = anApprovedInstructor();
    const course = aCourse({ by: instructor, status: 'rejected', totalEnrollment: 7, rating: 4.5 });
    const core = memoryCore();
    await core.given(instructor, course);
    const input = courseInput({
      name: 'Renamed',
      category: 'Business',
      language: 'French',
      certificate: false,
      lectures: 3,
      image: 'https://images.classroom.test/new.png',
      priceCents: 500,
      shortDescription: 'New overview',
      detailedDescription: 'New details',
    });

    await core.useCases.updateOwnCourse.execute(
      course.id,
      { ...input, status: 'pending', totalEnrollment: 0, rating: 5 } as typeof input,
      actorOf(instructor),
    );

    const stored = (await core.store.courses.findById(course.id))?.toProps();
    const { price: _price, ...before } = course.toProps();
    expect(stored).toMatchObject({
      ...before,
      name: 'Renamed',
      category: 'Business',
      language: 'French',
      certificate: false,
      lectures: 3,
      image: 'https://images.classroom.test/new.png',
      shortDescription: 'New overview',
      detailedDescription: 'New details',
    });
    expect(stored?.price.cents).toBe(500);
  });

  it("keeps an approved course's title, descriptions and image live while the change waits for review", async () => {
    const instructor = anApprovedInstructor();
    const course = aCourse({ by: instructor, status: 'approved', priceCents: 3499 });
    const core = memoryCore();
    await core.given(instructor, course);
    const { price: _price, ...live } = course.toProps();
    const input = courseInput({
      ...live,
      priceCents: 99900,
      language: 'French',
      detailedDescription: 'A brand new syllabus',
    });

    await core.useCases.updateOwnCourse.execute(course.id, input, actorOf(instructor));

    const stored = (await core.store.courses.findById(course.id))!.toProps();
    expect(stored).toMatchObject({
      status: 'approved',
      language: 'French',
      detailedDescription: course.toProps().detailedDescription,
    });
    expect(stored.price.cents).toBe(99900);
    const revision = await core.store.revisions.findByCourse(course.id);
    expect(revision?.toProps()).toMatchObject({
      status: 'pending',
      version: 1,
      details: { detailedDescription: 'A brand new syllabus', name: course.name },
      curriculum: null,
    });
    expect(core.auditLog()).toMatchObject([
      {
        kind: 'course-price-changed',
        before: { priceCents: 3499, language: 'English' },
        after: { priceCents: 99900, language: 'French' },
      },
    ]);
  });

  it("lets the owner write What you'll learn: live on a pending course, for review on an approved one", async () => {
    const instructor = anApprovedInstructor();
    const pending = aCourse({ by: instructor });
    const approved = aCourse({ by: instructor, status: 'approved' });
    const core = memoryCore();
    await core.given(instructor, pending, approved);
    const write = (course: typeof pending, learningOutcomes?: string[]) => {
      const { price: _price, ...live } = course.toProps();
      return core.useCases.updateOwnCourse.execute(
        course.id,
        { ...courseInput(live), learningOutcomes },
        actorOf(instructor),
      );
    };

    await write(pending, ['  Read a profile  ', '', 'Fix a slow page']);
    expect((await core.store.courses.findById(pending.id))!.learningOutcomes).toEqual([
      'Read a profile',
      'Fix a slow page',
    ]);
    await write(pending);
    expect((await core.store.courses.findById(pending.id))!.learningOutcomes).toHaveLength(2);

    await write(approved, ['Ship a faster site']);
    expect((await core.store.courses.findById(approved.id))!.learningOutcomes).toEqual([]);
    const revision = await core.store.revisions.findByCourse(approved.id);
    expect(revision?.details.learningOutcomes).toEqual(['Ship a faster site']);
    await write(approved);
    expect(
      (await core.store.revisions.findByCourse(approved.id))?.details.learningOutcomes,
    ).toEqual(['Ship a faster site']);

    await expect(
      write(
        pending,
        Array.from({ length: 9 }, (_, index) => `Item ${index}`),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { learningOutcomes: expect.any(String) },
    });
    await expect(write(pending, ['x'.repeat(121)])).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it("answers not found for another instructor's course, even to an admin", async () => {
    const owner = anApprovedInstructor();
    const other = anApprovedInstructor();
    const admin = anAdmin();
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, other, admin, course);

    for (const caller of [other, admin]) {
      await core.expectRefused(
        () => core.useCases.updateOwnCourse.execute(course.id, courseInput(), actorOf(caller)),
        'not_found',
      );
    }
    await core.expectRefused(
      () => core.useCases.updateOwnCourse.execute('no-such-course', courseInput(), actorOf(owner)),
      'not_found',
    );
  });

  it('refuses invalid fields and a visitor', async () => {
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, course);

    await core.expectRefused(
      () =>
        core.useCases.updateOwnCourse.execute(course.id, courseInput({ name: '' }), actorOf(owner)),
      'validation_failed',
    );
    await core.expectRefused(
      () => core.useCases.updateOwnCourse.execute(course.id, courseInput(), null),
      'unauthenticated',
    );
  });

  it('records the changed fields only, as a price change when the price is among them', async () => {
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner, priceCents: 4999 });
    const core = memoryCore();
    await core.given(owner, course);
    const { name, language, lectures, image, shortDescription, detailedDescription } =
      course.toProps();
    const same = {
      name,
      category: course.toProps().category,
      language,
      certificate: course.toProps().certificate,
      lectures,
      image,
      priceCents: 4999,
      shortDescription,
      detailedDescription,
    };
    const edit = (input: typeof same) =>
      core.useCases.updateOwnCourse.execute(course.id, input, actorOf(owner));

    await edit({ ...same, priceCents: 1999, name: 'Cheaper' });
    await edit({ ...same, priceCents: 1999, name: 'Cheaper', lectures: 30 });
    await edit({ ...same, priceCents: 1999, name: 'Cheaper', lectures: 30 });

    const entry = (kind: string, before: object, after: object) => ({
      kind,
      actorId: owner.id,
      subject: { type: 'course', id: course.id },
      before,
      after,
      at: core.clock.now(),
    });
    expect(core.auditLog()).toEqual([
      entry(
        'course-price-changed',
        { name, priceCents: 4999 },
        { name: 'Cheaper', priceCents: 1999 },
      ),
      entry('course-edited', { lectures }, { lectures: 30 }),
    ]);
  });
});
