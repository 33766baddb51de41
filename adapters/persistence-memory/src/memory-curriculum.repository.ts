import { Curriculum, type CurriculumRepository, type Lesson, type Section } from '@classroom/core';
import type { MemoryTables } from './memory-tables';

/** Sections and lessons; deleting one removes what depends on it, as the schema's cascades do. */
export class MemoryCurriculumRepository implements CurriculumRepository {
  constructor(private readonly tables: MemoryTables) {}

  async findByCourse(courseId: string): Promise<Curriculum> {
    // Transactions run one at a time here, so there is nothing to lock.
    const sections = [...this.tables.sections.values()].filter((row) => row.courseId === courseId);
    const lessons = [...this.tables.lessons.values()]
      .filter((row) => row.courseId === courseId)
      .map((row) => structuredClone(row.lesson));
    return Curriculum.restore(
      courseId,
      sections.map((row) => ({ ...row })),
      lessons,
    );
  }

  async findLesson(lessonId: string): Promise<{ courseId: string; lesson: Lesson } | null> {
    const row = this.tables.lessons.get(lessonId);
    return row ? structuredClone(row) : null;
  }

  async countLessons(courseId: string): Promise<number> {
    return [...this.tables.lessons.values()].filter((row) => row.courseId === courseId).length;
  }

  async insertSection(section: Section): Promise<void> {
    this.tables.sections.set(section.id, { ...section });
  }

  async renameSection(section: Section): Promise<void> {
    const row = this.tables.sections.get(section.id);
    if (row) this.tables.sections.set(section.id, { ...row, title: section.title });
  }

  async deleteSection(sectionId: string): Promise<void> {
    for (const [id, row] of this.tables.lessons) {
      if (row.lesson.sectionId === sectionId) await this.deleteLesson(id);
    }
    this.tables.sections.delete(sectionId);
  }

  async insertLesson(courseId: string, lesson: Lesson): Promise<void> {
    this.tables.lessons.set(lesson.id, { courseId, lesson: structuredClone(lesson) });
  }

  async saveLesson(lesson: Lesson): Promise<void> {
    const row = this.tables.lessons.get(lesson.id);
    if (!row) return;
    const { sectionId, position } = row.lesson;
    this.tables.lessons.set(lesson.id, {
      courseId: row.courseId,
      lesson: { ...structuredClone(lesson), sectionId, position },
    });
  }

  async deleteLesson(lessonId: string): Promise<void> {
    this.tables.lessons.delete(lessonId);
    for (const [key, row] of this.tables.lessonProgress) {
      if (row.lessonId === lessonId) this.tables.lessonProgress.delete(key);
    }
    for (const [key, row] of this.tables.quizAttempts) {
      if (row.lessonId === lessonId) this.tables.quizAttempts.delete(key);
    }
  }

  async savePositions(curriculum: Curriculum): Promise<void> {
    for (const section of curriculum.sections) {
      const row = this.tables.sections.get(section.id);
      if (row) this.tables.sections.set(section.id, { ...row, position: section.position });
      for (const lesson of section.lessons) {
        const stored = this.tables.lessons.get(lesson.id);
        if (!stored) continue;
        this.tables.lessons.set(lesson.id, {
          courseId: stored.courseId,
          lesson: { ...stored.lesson, sectionId: section.id, position: lesson.position },
        });
      }
    }
  }
}
