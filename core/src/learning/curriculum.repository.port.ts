import type { Curriculum, Section } from './curriculum';
import type { Lesson } from './lesson-content';

export interface CurriculumRepository {
  /**
   * The course's sections and lessons; empty when it has none. With `lock`, inside a unit of
   * work, the course's curriculum is held until commit, so that concurrent edits of one course
   * apply one after another and none is lost.
   */
  findByCourse(courseId: string, options?: { lock?: boolean }): Promise<Curriculum>;
  /** One lesson with the id of its course, or null. */
  findLesson(lessonId: string): Promise<{ courseId: string; lesson: Lesson } | null>;
  countLessons(courseId: string): Promise<number>;
  insertSection(section: Section): Promise<void>;
  renameSection(section: Section): Promise<void>;
  /** Deletes the section, its lessons, and their progress and quiz attempts. */
  deleteSection(sectionId: string): Promise<void>;
  insertLesson(courseId: string, lesson: Lesson): Promise<void>;
  /** Writes what the instructor wrote: title, preview, duration, kind and content. */
  saveLesson(lesson: Lesson): Promise<void>;
  /** Deletes the lesson with its progress and quiz attempts. */
  deleteLesson(lessonId: string): Promise<void>;
  /** Writes every section's position and every lesson's section and position. */
  savePositions(curriculum: Curriculum): Promise<void>;
}
