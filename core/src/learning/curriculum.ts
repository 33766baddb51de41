import { NotFoundError } from '../shared/errors';
import { CurriculumOrderError } from './learning.errors';
import type { Lesson, LessonDraft } from './lesson-content';

export interface Section {
  id: string;
  courseId: string;
  position: number;
  title: string;
}

export interface SectionWithLessons extends Section {
  lessons: Lesson[];
}

/** The new order of a whole curriculum: every section, each with every one of its lessons. */
export type CurriculumOrder = { sectionId: string; lessonIds: string[] }[];

/**
 * A course's sections and their lessons, in order. Positions are sort keys: new items go last,
 * deletions leave gaps, a reorder renumbers everything from 1.
 */
export class Curriculum {
  private constructor(
    readonly courseId: string,
    private readonly sectionList: SectionWithLessons[],
  ) {}

  static restore(courseId: string, sections: Section[], lessons: Lesson[]): Curriculum {
    const byPosition = <T extends { position: number; id: string }>(a: T, b: T) =>
      a.position - b.position || a.id.localeCompare(b.id);
    return new Curriculum(
      courseId,
      [...sections].sort(byPosition).map((section) => ({
        ...section,
        lessons: lessons.filter((lesson) => lesson.sectionId === section.id).sort(byPosition),
      })),
    );
  }

  get sections(): readonly SectionWithLessons[] {
    return this.sectionList;
  }

  /** Every lesson in the order a student takes them. */
  get lessons(): Lesson[] {
    return this.sectionList.flatMap((section) => section.lessons);
  }

  get totalSeconds(): number {
    return this.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
  }

  lesson(id: string): Lesson {
    const lesson = this.lessons.find((candidate) => candidate.id === id);
    if (!lesson) throw new NotFoundError('lesson');
    return lesson;
  }

  section(id: string): SectionWithLessons {
    const section = this.sectionList.find((candidate) => candidate.id === id);
    if (!section) throw new NotFoundError('section');
    return section;
  }

  /** The lesson after `id` in the student's order, or null after the last. */
  nextLessonId(id: string): string | null {
    const lessons = this.lessons;
    const index = lessons.findIndex((lesson) => lesson.id === id);
    return lessons[index + 1]?.id ?? null;
  }

  previousLessonId(id: string): string | null {
    const lessons = this.lessons;
    const index = lessons.findIndex((lesson) => lesson.id === id);
    return index > 0 ? lessons[index - 1]!.id : null;
  }

  addSection(id: string, title: string): Section {
    const position = Math.max(0, ...this.sectionList.map((section) => section.position)) + 1;
    const section = { id, courseId: this.courseId, position, title };
    this.sectionList.push({ ...section, lessons: [] });
    return section;
  }

  renameSection(id: string, title: string): Section {
    const section = this.section(id);
    section.title = title;
    return { id, courseId: this.courseId, position: section.position, title };
  }

  /** Removes the section; its lessons go with it. */
  deleteSection(id: string): void {
    const section = this.section(id);
    this.sectionList.splice(this.sectionList.indexOf(section), 1);
  }

  addLesson(sectionId: string, id: string, draft: LessonDraft): Lesson {
    const section = this.section(sectionId);
    const position = Math.max(0, ...section.lessons.map((lesson) => lesson.position)) + 1;
    const lesson = { ...draft, id, sectionId, position };
    section.lessons.push(lesson);
    return lesson;
  }

  /** Replaces what the instructor wrote; the lesson keeps its id, section and place. */
  reviseLesson(id: string, draft: LessonDraft): Lesson {
    const current = this.lesson(id);
    const revised = { ...draft, id, sectionId: current.sectionId, position: current.position };
    const section = this.section(current.sectionId);
    section.lessons[section.lessons.indexOf(current)] = revised;
    return revised;
  }

  deleteLesson(id: string): void {
    const lesson = this.lesson(id);
    const section = this.section(lesson.sectionId);
    section.lessons.splice(section.lessons.indexOf(lesson), 1);
  }

  /**
   * Puts sections and lessons in the given order, lessons possibly moving between sections.
   * The order must name every section and every lesson exactly once.
   */
  reorder(order: CurriculumOrder): void {
    const sectionIds = order.map((entry) => entry.sectionId);
    const lessonIds = order.flatMap((entry) => entry.lessonIds);
    const knownSections = this.sectionList.map((section) => section.id);
    const knownLessons = this.lessons.map((lesson) => lesson.id);
    if (!sameMembers(sectionIds, knownSections) || !sameMembers(lessonIds, knownLessons)) {
      throw new CurriculumOrderError();
    }
    const lessons = new Map(this.lessons.map((lesson) => [lesson.id, lesson]));
    const sections = new Map(this.sectionList.map((section) => [section.id, section]));
    const reordered = order.map((entry, s) => ({
      ...sections.get(entry.sectionId)!,
      position: s + 1,
      lessons: entry.lessonIds.map((lessonId, l) => ({
        ...lessons.get(lessonId)!,
        sectionId: entry.sectionId,
        position: l + 1,
      })),
    }));
    this.sectionList.splice(0, this.sectionList.length, ...reordered);
  }
}

function sameMembers(given: string[], known: string[]): boolean {
  return (
    given.length === known.length &&
    new Set(given).size === given.length &&
    given.every((id) => known.includes(id))
  );
}
