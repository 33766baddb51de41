import type { CourseProps } from '../catalog/course.entity';
import type { Curriculum } from '../learning/curriculum';
import type { LessonKind } from '../learning/lesson-content';

/** A course's reviewable fields, as an admin decides on them. */
export interface CourseFieldsSnapshot {
  name: string;
  category: string;
  language: string;
  certificate: boolean;
  lectures: number;
  image: string;
  priceCents: number;
  shortDescription: string;
  detailedDescription: string;
}

export interface SnapshotLesson {
  id: string;
  title: string;
  kind: LessonKind;
  preview: boolean;
  durationSeconds: number;
  /** A short fingerprint of the lesson's content: a change shows without keeping the content. */
  contentHash: string;
}

export interface SnapshotSection {
  id: string;
  title: string;
  lessons: SnapshotLesson[];
}

/** What an admin saw when deciding: recorded with each decision, compared at the next review. */
export interface CourseSnapshot {
  fields: CourseFieldsSnapshot;
  sections: SnapshotSection[];
}

export function snapshotFields(props: Readonly<CourseProps>): CourseFieldsSnapshot {
  return {
    name: props.name,
    category: props.category,
    language: props.language,
    certificate: props.certificate,
    lectures: props.lectures,
    image: props.image,
    priceCents: props.price.cents,
    shortDescription: props.shortDescription,
    detailedDescription: props.detailedDescription,
  };
}

export function snapshotSections(curriculum: Curriculum): SnapshotSection[] {
  return curriculum.sections.map((section) => ({
    id: section.id,
    title: section.title,
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      kind: lesson.content.kind,
      preview: lesson.preview,
      durationSeconds: lesson.durationSeconds,
      contentHash: fingerprint(JSON.stringify(lesson.content)),
    })),
  }));
}

export function courseSnapshot(
  props: Readonly<CourseProps>,
  curriculum: Curriculum,
): CourseSnapshot {
  return { fields: snapshotFields(props), sections: snapshotSections(curriculum) };
}

/** FNV-1a, 32 bits, as hex: enough to tell that a lesson's content changed. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
