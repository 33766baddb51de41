import { requireUser } from '../../accounts/access';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Page } from '../../shared/ports';
import type { Repositories } from '../../shared/unit-of-work.port';
import { tablePage, tableText } from '../../shared/table-page';
import type { CourseStudentQuery } from '../lesson-progress.repository.port';
import { percentOf, type CourseStudent, type LessonDropOff } from '../course-learners';

/** A course's students and how far they got, for its details page in the dashboard. */
export interface CourseLearners {
  enrolled: number;
  completed: number;
  /** Whole percent of the enrolled students who completed the course. */
  completionRate: number;
  /** Every lesson in curriculum order, with the share of students who completed it. */
  lessons: LessonDropOff[];
  students: Page<CourseStudent>;
}

/**
 * The course's owner or an admin only: anyone else is told the course does not exist, as
 * for its figures. Students come a page at a time, searched, filtered and sorted on the
 * server; the figures and the drop-off cover every student and every lesson.
 */
export class GetCourseLearners {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'users' | 'courses' | 'curricula' | 'lessonProgress'
    >,
  ) {}

  async execute(
    courseId: string,
    input: CourseStudentQuery & { page?: number; limit?: number },
    actor: Actor | null,
  ): Promise<CourseLearners> {
    const { users, courses, curricula, lessonProgress } = this.repositories;
    const { page, limit, ...query } = input;
    const request = tablePage({ page, limit });
    const user = await requireUser(users, actor);
    const course = await courses.findById(courseId);
    if (!course || (!course.isOwnedBy(user.email) && !user.isAdmin)) {
      throw new NotFoundError('course');
    }
    const [curriculum, totals, students] = await Promise.all([
      curricula.findByCourse(course.id),
      lessonProgress.courseTotals(course.id),
      lessonProgress.studentsOf(course.id, { ...query, text: tableText(query.text) }, request),
    ]);
    const lessons = curriculum.lessons.map((lesson) => {
      const completed = totals.lessonCompletions.get(lesson.id) ?? 0;
      return {
        lessonId: lesson.id,
        title: lesson.title,
        completed,
        percent: percentOf(completed, totals.enrolled),
      };
    });
    return {
      enrolled: totals.enrolled,
      completed: totals.completed,
      completionRate: percentOf(totals.completed, totals.enrolled),
      lessons,
      students,
    };
  }
}
