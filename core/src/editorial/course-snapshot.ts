import { plainCourseDetails, type CourseDetailsInput } from '../catalog/course-details';
import type { CourseProps } from '../catalog/course.entity';
import type { Curriculum } from '../learning/curriculum';
import {
  summarizeCurriculum,
  type LessonSummary,
  type SectionSummary,
} from '../learning/lesson-summary';

/**
 * A course's reviewable fields, as an admin decides on them: the details as plain values,
 * "What you'll learn" as lines (a snapshot kept before it existed has none: '').
 */
export type CourseFieldsSnapshot = Omit<CourseDetailsInput, 'learningOutcomes'> & {
  learningOutcomes: string;
};

export interface SnapshotLesson extends LessonSummary {
  /** A short fingerprint of the lesson's content: a change shows without keeping the content. */
  contentHash: string;
}

export type SnapshotSection = SectionSummary<SnapshotLesson>;

/** What an admin saw when deciding: recorded with each decision, compared at the next review. */
export interface CourseSnapshot {
  fields: CourseFieldsSnapshot;
  sections: SnapshotSection[];
}

export function snapshotFields(props: Readonly<CourseProps>): CourseFieldsSnapshot {
  const { learningOutcomes, ...fields } = plainCourseDetails(props);
  return { ...fields, learningOutcomes: (learningOutcomes ?? []).join('\n') };
}

export function snapshotSections(curriculum: Curriculum): SnapshotSection[] {
  return summarizeCurriculum(curriculum, (lesson) => ({
    contentHash: fingerprint(JSON.stringify(lesson.content)),
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
