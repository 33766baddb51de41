import type { LessonProgress } from './lesson-progress';
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
  /** Completed lessons per enrollment of the course; enrollments with none are absent. */
  completedCounts(courseId: string): Promise<Map<string, number>>;
  /** Oldest first. */
  attemptsOf(enrollmentId: string, lessonId: string): Promise<QuizAttempt[]>;
  /** False, changing nothing, when that attempt number is already taken. */
  insertAttempt(attempt: QuizAttempt): Promise<boolean>;
}
