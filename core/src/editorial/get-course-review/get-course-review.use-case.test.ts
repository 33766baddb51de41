import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourse,
  actorOf,
  anAdmin,
  anApprovedInstructor,
  anArticleDraft,
  courseInput,
} from '../../../testing';

async function world() {
  const [admin, owner] = [anAdmin(), anApprovedInstructor()];
  const course = aCourse({ by: owner });
  const core = memoryCore();
  await core.given(admin, owner, course);
  const { sectionId } = await core.useCases.addSection.execute(course.id, 'Basics', actorOf(owner));
  await core.useCases.addLesson.execute(
    course.id,
    sectionId,
    anArticleDraft({ title: 'Intro' }),
    actorOf(owner),
  );
  return { core, admin, owner, course, sectionId };
}

describe('GetCourseReview', () => {
  it('shows a resubmitted course field by field and its curriculum against the rejection', async () => {
    const { core, admin, owner, course, sectionId } = await world();
    await core.useCases.rejectCourse.execute(course.id, { reason: 'Thin' }, actorOf(admin));
    const { price: _price, ...live } = course.toProps();
    await core.useCases.updateOwnCourse.execute(
      course.id,
      courseInput({ ...live, priceCents: 4999, shortDescription: 'Sharper overview' }),
      actorOf(owner),
    );
    await core.useCases.addLesson.execute(
      course.id,
      sectionId,
      anArticleDraft({ title: 'Deep dive' }),
      actorOf(owner),
    );
    await core.useCases.resubmitCourse.execute(course.id, actorOf(owner));

    const review = await core.useCases.getCourseReview.execute(course.id, actorOf(admin));

    expect(review.diff.fields).toEqual([
      {
        field: 'shortDescription',
        before: course.toProps().shortDescription,
        after: 'Sharper overview',
      },
      { field: 'lectures', before: 1, after: 2 },
    ]);
    expect(review.diff.curriculum).toEqual([
      { kind: 'lesson-added', section: 'Basics', lesson: 'Deep dive' },
    ]);
    expect(review.history.map((decision) => decision.reason?.text)).toEqual(['Thin']);
  });

  it("shows an approved course's revision against the live course, then applies it on approval", async () => {
    const { core, admin, owner, course, sectionId } = await world();
    await core.useCases.approveCourse.execute(course.id, actorOf(admin));
    const { price: _price, ...live } = course.toProps();
    await core.useCases.updateOwnCourse.execute(
      course.id,
      courseInput({ ...live, lectures: 1, priceCents: 4999, detailedDescription: 'New details' }),
      actorOf(owner),
    );
    await core.useCases.renameSection.execute(course.id, sectionId, 'Foundations', actorOf(owner));

    const review = await core.useCases.getCourseReview.execute(course.id, actorOf(admin));
    expect(review.revision?.status).toBe('pending');
    expect(review.diff.fields.map((change) => change.field)).toEqual(['detailedDescription']);
    expect(review.diff.curriculum).toEqual([
      { kind: 'section-renamed', section: 'Foundations', before: 'Basics' },
    ]);
    expect((await core.store.curricula.findByCourse(course.id)).sections[0]?.title).toBe('Basics');

    await core.expectRefused(
      () =>
        core.useCases.approveRevision.execute(
          course.id,
          review.revision!.version - 1,
          actorOf(admin),
        ),
      'revision_not_pending',
    );
    await core.useCases.approveRevision.execute(
      course.id,
      review.revision!.version,
      actorOf(admin),
    );
    expect((await core.store.courses.findById(course.id))?.toProps().detailedDescription).toBe(
      'New details',
    );
    expect((await core.store.curricula.findByCourse(course.id)).sections[0]?.title).toBe(
      'Foundations',
    );
    expect(await core.store.revisions.findByCourse(course.id)).toBeNull();
  });

  it('keeps a rejected revision with the instructor, the live course unchanged', async () => {
    const { core, admin, owner, course } = await world();
    await core.useCases.approveCourse.execute(course.id, actorOf(admin));
    const { price: _price, ...live } = course.toProps();
    await core.useCases.updateOwnCourse.execute(
      course.id,
      courseInput({ ...live, lectures: 1, priceCents: 4999, name: 'Clickbait!' }),
      actorOf(owner),
    );
    const revision = await core.store.revisions.findByCourse(course.id);
    await core.useCases.rejectRevision.execute(
      course.id,
      { version: revision!.version, reason: 'Misleading title', checklist: ['unclear-title'] },
      actorOf(admin),
    );
    expect((await core.store.revisions.findByCourse(course.id))?.status).toBe('rejected');
    expect((await core.store.courses.findById(course.id))?.name).toBe(course.name);
    expect(core.auditLog().at(-1)).toMatchObject({
      kind: 'revision-rejected',
      reason: { text: 'Misleading title', checklist: ['unclear-title'] },
    });
    const owners = await core.useCases.getCourseReview.execute(course.id, actorOf(owner));
    expect(owners.history[0]).toMatchObject({
      verdict: 'rejected',
      reason: { text: 'Misleading title' },
    });
  });
});
