import type { Email } from '../shared/email';
import type { Enrollment } from '../enrollment/payment';
import type { Page, PageRequest } from '../shared/ports';
import type { LearnerSort, LearnerState } from '../shared/table-options';
import type { CourseProgressTotals, CourseStudent } from './course-learners';
import type { Lesson } from './lesson-content';
import type { CountedHeartbeat, LessonProgress } from './lesson-progress';
import type { QuizAttempt } from './quiz-attempt';

/**
 * Lesson progress and quiz attempts, keyed by enrollment: they follow the enrollment when an
 * account's enrollments move to a stand-in record, and go when their lesson is deleted.
 */
export interface LessonProgressRepository {
  find(enrollmentId: string, lessonId: string): Promise<LessonProgress | null>;
  /** Every lesson's progress of one enrollment, in no particular order. */
  progressOf(enrollmentId: string): Promise<LessonProgress[]>;
  /** Inserts or replaces the row of this enrollment and lesson. */
  save(progress: LessonProgress): Promise<void>;
  /**
   * A student watching a lesson: their running enrollment in the course, the course's lesson,
   * their progress in it and their watching clock, in one read; null unless the person and
   * all three exist.
   */
  findWatching(email: Email, courseId: string, lessonId: string): Promise<Watching | null>;
  /**
   * Writes the progress and the student's clock of `next` only while everything `watching`
   * read still holds: the progress row as it was (its status, last seen time and seconds
   * watched), the person with their clock as read, their enrollment still running with the
   * same last lesson and percentage, and the lesson in the same course, of the same kind and
   * length. False, changing nothing, when any of it changed meanwhile.
   */
  replace(watching: Watching, next: CountedHeartbeat): Promise<boolean>;
  /**
   * A student's watching clock (decision 48), null before their first counted report; inside
   * a transaction, the latest and held until it ends.
   */
  watchingClockOf(email: Email): Promise<Date | null>;
  saveWatchingClock(email: Email, clock: Date): Promise<void>;
  /** Completed lessons per enrollment of the course; enrollments with none are absent. */
  completedCounts(courseId: string): Promise<Map<string, number>>;
  /** Enrolled and completed students of the course, and completions per lesson. */
  courseTotals(courseId: string): Promise<CourseProgressTotals>;
  /** The course's students a page at a time, searched, filtered and sorted, with their activity. */
  studentsOf(
    courseId: string,
    query: CourseStudentQuery,
    page: PageRequest,
  ): Promise<Page<CourseStudent>>;
  /** Oldest first. */
  attemptsOf(enrollmentId: string, lessonId: string): Promise<QuizAttempt[]>;
  /** False, changing nothing, when that attempt number is already taken. */
  insertAttempt(attempt: QuizAttempt): Promise<boolean>;
}

export interface CourseStudentQuery {
  /** Part of the student's current name or e-mail (any case). */
  text?: string;
  state?: LearnerState;
  /**
   * Newest enrollment first when not given; progress ties newest first when high to low,
   * oldest first when low to high; name ties newest first.
   */
  sort?: LearnerSort;
}

export interface Watching {
  enrollment: Enrollment;
  lesson: Lesson;
  progress: LessonProgress;
  /** The student's watching clock (see CountedHeartbeat). */
  clock: Date | null;
}
