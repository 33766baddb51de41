import type { Repositories } from '../shared/unit-of-work.port';
import type { CourseCompletedHook } from './course-completion';
import { Curriculum, type Section } from './curriculum';
import { recountCourse } from './enrollment-progress';
import type { Lesson } from './lesson-content';

const sameLesson = (a: Lesson, b: Lesson) =>
  a.title === b.title &&
  a.preview === b.preview &&
  a.durationSeconds === b.durationSeconds &&
  JSON.stringify(a.content) === JSON.stringify(b.content);

/**
 * Makes `proposed` the course's live curriculum, keeping the ids it shares with the live one
 * so students' progress in kept lessons stays. New sections and lessons come first and
 * everything is put in place before what went is deleted, so no lesson that moved out of a
 * deleted section goes with it. When lessons came or went, the number of lectures and every
 * student's percentage follow, as with a live edit (decision 27).
 */
export async function applyCurriculum(
  repositories: Repositories,
  courseId: string,
  proposed: { sections: Section[]; lessons: Lesson[] },
  now: Date,
  onCourseCompleted?: CourseCompletedHook,
): Promise<void> {
  const { curricula } = repositories;
  const live = await curricula.findByCourse(courseId, { lock: true });
  const liveSections = new Map(live.sections.map((section) => [section.id, section]));
  const liveLessons = new Map(live.lessons.map((lesson) => [lesson.id, lesson]));
  const target = Curriculum.restore(courseId, proposed.sections, proposed.lessons);

  for (const section of target.sections) {
    const { lessons: _lessons, ...plain } = section;
    const current = liveSections.get(section.id);
    if (!current) await curricula.insertSection(plain);
    else if (current.title !== section.title) await curricula.renameSection(plain);
  }
  for (const lesson of target.lessons) {
    const current = liveLessons.get(lesson.id);
    if (!current) await curricula.insertLesson(courseId, lesson);
    else if (!sameLesson(current, lesson)) await curricula.saveLesson(lesson);
  }
  await curricula.savePositions(target);
  const keptLessons = new Set(target.lessons.map((lesson) => lesson.id));
  const keptSections = new Set(target.sections.map((section) => section.id));
  for (const lesson of live.lessons) {
    if (!keptLessons.has(lesson.id)) await curricula.deleteLesson(lesson.id);
  }
  for (const section of live.sections) {
    if (!keptSections.has(section.id)) await curricula.deleteSection(section.id);
  }

  const lessonsChanged =
    keptLessons.size !== liveLessons.size || [...keptLessons].some((id) => !liveLessons.has(id));
  if (!lessonsChanged) return;
  const course = await repositories.courses.findById(courseId);
  if (course?.countLessons(keptLessons.size)) {
    await repositories.courses.saveLectures(courseId, keptLessons.size);
  }
  await recountCourse(repositories, courseId, keptLessons, now, onCourseCompleted);
}

/** A curriculum as a revision keeps it: plain sections and lessons. */
export function plainCurriculum(curriculum: Curriculum): {
  sections: Section[];
  lessons: Lesson[];
} {
  return {
    sections: curriculum.sections.map(({ lessons: _lessons, ...section }) => ({ ...section })),
    lessons: curriculum.lessons.map((lesson) => ({ ...lesson })),
  };
}
