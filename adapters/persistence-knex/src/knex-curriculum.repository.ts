import { Curriculum, type CurriculumRepository, type Lesson, type Section } from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { latest } from './latest-rows';
import { toLesson, toLessonRow, toSection, type LessonRow, type SectionRow } from './lesson-row';

/** Sections and lessons; the schema's cascades delete what depends on a deleted one. */
export class KnexCurriculumRepository implements CurriculumRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async findByCourse(courseId: string, options: { lock?: boolean } = {}): Promise<Curriculum> {
    if (options.lock) {
      // The course row is the curriculum's lock; the rows after it are read as they are now.
      await latest(this.db('courses').select('seq').where({ id: courseId }), this.db, this.dialect);
    }
    const read = <T extends Knex.QueryBuilder>(query: T) =>
      options.lock ? latest(query, this.db, this.dialect) : query;
    const sections = await read(
      this.db<SectionRow>('course_sections').where({ course_id: courseId }),
    );
    const lessons = await read(this.db<LessonRow>('lessons').where({ course_id: courseId }));
    return Curriculum.restore(
      courseId,
      (sections as SectionRow[]).map(toSection),
      (lessons as LessonRow[]).map(toLesson),
    );
  }

  async findLesson(lessonId: string): Promise<{ courseId: string; lesson: Lesson } | null> {
    const row = await this.db<LessonRow>('lessons').where({ id: lessonId }).first();
    return row ? { courseId: row.course_id, lesson: toLesson(row) } : null;
  }

  async countLessons(courseId: string): Promise<number> {
    const [row] = await this.db('lessons')
      .where({ course_id: courseId })
      .count<{ n: number | string }[]>({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async insertSection(section: Section): Promise<void> {
    await this.db('course_sections').insert({
      id: section.id,
      course_id: section.courseId,
      position: section.position,
      title: section.title,
    });
  }

  async renameSection(section: Section): Promise<void> {
    await this.db('course_sections').where({ id: section.id }).update({ title: section.title });
  }

  async deleteSection(sectionId: string): Promise<void> {
    await this.db('course_sections').where({ id: sectionId }).delete();
  }

  async insertLesson(courseId: string, lesson: Lesson): Promise<void> {
    await this.db('lessons').insert(toLessonRow(courseId, lesson));
  }

  async saveLesson(lesson: Lesson): Promise<void> {
    const { title, kind, preview, duration_seconds, content } = toLessonRow('', lesson);
    await this.db('lessons')
      .where({ id: lesson.id })
      .update({ title, kind, preview, duration_seconds, content });
  }

  async deleteLesson(lessonId: string): Promise<void> {
    await this.db('lessons').where({ id: lessonId }).delete();
  }

  async savePositions(curriculum: Curriculum): Promise<void> {
    for (const section of curriculum.sections) {
      await this.db('course_sections')
        .where({ id: section.id })
        .update({ position: section.position });
      for (const lesson of section.lessons) {
        await this.db('lessons')
          .where({ id: lesson.id })
          .update({ section_id: section.id, position: lesson.position });
      }
    }
  }
}
