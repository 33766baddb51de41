import {
  NOT_STARTED,
  assetIdsOf,
  type Course,
  type LessonDraftInput,
  type Repositories,
  type UseCases,
  type User,
} from '../src/index';
import { actorOf } from './actor.mother';
import { aMediaAsset } from './media.mother';
import { aCourse } from './course.mother';
import { aPayment, anEnrollment } from './fixtures.contract';
import { aUser, anApprovedInstructor } from './user.mother';

interface Core {
  useCases: UseCases;
  store: Repositories;
  given(...entities: (User | Course)[]): Promise<void>;
}

/**
 * An approved course whose owner built its curriculum before it was approved, one enrolled student and one signed-in
 * person who is not enrolled. `sections` lists each section's lessons.
 */
export async function aCourseWithLessons(core: Core, sections: LessonDraftInput[][]) {
  const owner = anApprovedInstructor();
  const student = aUser();
  const stranger = aUser();
  // Built while pending, then approved: an approved course's edits would wait for review.
  const course = aCourse({ by: owner });
  await core.given(owner, student, stranger, course);
  await givenLessonAssets(core.store, owner, sections.flat());
  const lessonIds: string[] = [];
  const sectionIds: string[] = [];
  for (const [index, drafts] of sections.entries()) {
    const { sectionId } = await core.useCases.addSection.execute(
      course.id,
      `Section ${index + 1}`,
      actorOf(owner),
    );
    sectionIds.push(sectionId);
    for (const draft of drafts) {
      const { lessonId } = await core.useCases.addLesson.execute(
        course.id,
        sectionId,
        draft,
        actorOf(owner),
      );
      lessonIds.push(lessonId);
    }
  }
  course.approve();
  await core.store.courses.saveStatus(course, 'pending');
  const enrollmentId = await enroll(core.store, course, student);
  return { owner, student, stranger, course, lessonIds, sectionIds, enrollmentId };
}

/** The owner's uploads that the drafts play or offer, ready, unless the store has them. */
export async function givenLessonAssets(
  store: Repositories,
  owner: User,
  drafts: LessonDraftInput[],
): Promise<void> {
  for (const draft of drafts) {
    if (draft.content.kind === 'video' && draft.content.source.type === 'link') continue;
    const content = draft.content as Parameters<typeof assetIdsOf>[0];
    for (const id of assetIdsOf(content)) {
      if (await store.mediaAssets.findById(id)) continue;
      const kind = draft.content.kind === 'video' ? 'video' : 'file';
      await store.mediaAssets.insert(aMediaAsset({ id, by: owner, kind }));
    }
  }
}

/** Enrolls a student directly in the store, as a recorded payment would. */
export async function enroll(store: Repositories, course: Course, student: User): Promise<string> {
  const payment = aPayment(course, student.email);
  const enrollment = anEnrollment(payment, NOT_STARTED);
  await store.enrollments.insertPayment(payment);
  await store.enrollments.insertEnrollment(enrollment);
  return enrollment.id;
}
