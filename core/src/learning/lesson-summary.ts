import type { Curriculum } from './curriculum';
import type { Lesson, LessonKind } from './lesson-content';

/** A lesson as a list shows it: what it is, never its content. */
export interface LessonSummary {
  id: string;
  title: string;
  kind: LessonKind;
  preview: boolean;
  durationSeconds: number;
}

export interface SectionSummary<L extends LessonSummary> {
  id: string;
  title: string;
  lessons: L[];
}

/** The curriculum's sections and lessons without content, each lesson with what `more` adds. */
export function summarizeCurriculum<T extends object>(
  curriculum: Curriculum,
  more: (lesson: Lesson) => T,
): SectionSummary<LessonSummary & T>[] {
  return curriculum.sections.map((section) => ({
    id: section.id,
    title: section.title,
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      kind: lesson.content.kind,
      preview: lesson.preview,
      durationSeconds: lesson.durationSeconds,
      ...more(lesson),
    })),
  }));
}
