import type { CourseFieldsSnapshot, CourseSnapshot, SnapshotLesson } from './course-snapshot';

export type FieldName = keyof CourseFieldsSnapshot;

export interface FieldChange {
  field: FieldName;
  before: string | number | boolean;
  after: string | number | boolean;
}

/** One change of the curriculum, named by what a reviewer reads: titles, not ids. */
export type CurriculumChange =
  | { kind: 'section-added' | 'section-removed'; section: string }
  | { kind: 'section-renamed'; section: string; before: string }
  | { kind: 'section-moved'; section: string; from: number; to: number }
  | { kind: 'lesson-added' | 'lesson-removed'; section: string; lesson: string }
  | { kind: 'lesson-renamed'; section: string; lesson: string; before: string }
  | {
      kind: 'lesson-changed';
      section: string;
      lesson: string;
      /** What changed: content, kind, duration, preview. */
      what: ('content' | 'kind' | 'duration' | 'preview')[];
    }
  | { kind: 'lesson-moved'; section: string; lesson: string; from: string; to: string };

export interface CourseDiff {
  fields: FieldChange[];
  curriculum: CurriculumChange[];
}

const FIELD_ORDER: FieldName[] = [
  'name',
  'shortDescription',
  'detailedDescription',
  'learningOutcomes',
  'image',
  'category',
  'language',
  'certificate',
  'lectures',
  'priceCents',
];

/**
 * What changed from `before` (what the last decision saw) to `after` (what awaits review),
 * field by field and for the curriculum. With no `before` (a first review) nothing is a change.
 */
export function diffCourse(before: CourseSnapshot | null, after: CourseSnapshot): CourseDiff {
  if (!before) return { fields: [], curriculum: [] };
  // A snapshot kept before a field existed reads as its empty value.
  const value = (snapshot: CourseSnapshot, field: FieldName) => snapshot.fields[field] ?? '';
  const fields = FIELD_ORDER.filter((field) => value(before, field) !== value(after, field)).map(
    (field) => ({ field, before: value(before, field), after: value(after, field) }),
  );
  return { fields, curriculum: diffCurriculum(before, after) };
}

function diffCurriculum(before: CourseSnapshot, after: CourseSnapshot): CurriculumChange[] {
  const changes: CurriculumChange[] = [];
  const oldSections = new Map(
    before.sections.map((section, index) => [section.id, { section, index }]),
  );
  const newSections = new Map(
    after.sections.map((section, index) => [section.id, { section, index }]),
  );
  const oldLessons = lessonsById(before);
  const newLessons = lessonsById(after);

  for (const { section } of oldSections.values()) {
    if (!newSections.has(section.id))
      changes.push({ kind: 'section-removed', section: section.title });
  }
  after.sections.forEach((section, index) => {
    const old = oldSections.get(section.id);
    if (!old) return void changes.push({ kind: 'section-added', section: section.title });
    if (old.section.title !== section.title) {
      changes.push({ kind: 'section-renamed', section: section.title, before: old.section.title });
    }
    if (old.index !== index) {
      changes.push({
        kind: 'section-moved',
        section: section.title,
        from: old.index + 1,
        to: index + 1,
      });
    }
  });

  for (const [id, old] of oldLessons) {
    if (!newLessons.has(id)) {
      changes.push({ kind: 'lesson-removed', section: old.section, lesson: old.lesson.title });
    }
  }
  for (const [id, now] of newLessons) {
    const old = oldLessons.get(id);
    const named = { section: now.section, lesson: now.lesson.title };
    if (!old) {
      changes.push({ kind: 'lesson-added', ...named });
      continue;
    }
    if (old.lesson.title !== now.lesson.title) {
      changes.push({ kind: 'lesson-renamed', ...named, before: old.lesson.title });
    }
    const what = lessonChanges(old.lesson, now.lesson);
    if (what.length > 0) changes.push({ kind: 'lesson-changed', ...named, what });
    if (old.sectionId !== now.sectionId) {
      changes.push({ kind: 'lesson-moved', ...named, from: old.section, to: now.section });
    } else if (old.index !== now.index) {
      changes.push({
        kind: 'lesson-moved',
        ...named,
        from: `place ${old.index + 1}`,
        to: `place ${now.index + 1}`,
      });
    }
  }
  return changes;
}

function lessonChanges(old: SnapshotLesson, now: SnapshotLesson) {
  const what: ('content' | 'kind' | 'duration' | 'preview')[] = [];
  if (old.kind !== now.kind) what.push('kind');
  if (old.contentHash !== now.contentHash) what.push('content');
  if (old.durationSeconds !== now.durationSeconds) what.push('duration');
  if (old.preview !== now.preview) what.push('preview');
  return what;
}

function lessonsById(snapshot: CourseSnapshot) {
  const lessons = new Map<
    string,
    { lesson: SnapshotLesson; section: string; sectionId: string; index: number }
  >();
  for (const section of snapshot.sections) {
    section.lessons.forEach((lesson, index) =>
      lessons.set(lesson.id, { lesson, section: section.title, sectionId: section.id, index }),
    );
  }
  return lessons;
}
