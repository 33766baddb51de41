import type { CurriculumOrderBody } from '@classroom/http-contract';
import type { CurriculumSection } from '../api/curriculum-api';

/** Which way an item moves in its list. */
export type Direction = -1 | 1;

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The sections with one moved a place up (-1) or down (1); null when it cannot move. */
export function moveSection(
  sections: readonly CurriculumSection[],
  sectionId: string,
  direction: Direction,
): CurriculumSection[] | null {
  const from = sections.findIndex((section) => section._id === sectionId);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= sections.length) return null;
  return moveItem(sections, from, to);
}

/**
 * The sections with one lesson moved a place up or down. At the top or bottom of its section
 * it crosses into the end of the previous or the start of the next section, so a keyboard
 * alone can take a lesson anywhere. Null when it cannot move further.
 */
export function moveLesson(
  sections: readonly CurriculumSection[],
  lessonId: string,
  direction: Direction,
): CurriculumSection[] | null {
  const sectionIndex = sections.findIndex((section) =>
    section.lessons.some((lesson) => lesson._id === lessonId),
  );
  const section = sections[sectionIndex];
  if (!section) return null;
  const from = section.lessons.findIndex((lesson) => lesson._id === lessonId);
  const to = from + direction;
  const next = [...sections];
  if (to >= 0 && to < section.lessons.length) {
    next[sectionIndex] = { ...section, lessons: moveItem(section.lessons, from, to) };
    return next;
  }
  const target = sections[sectionIndex + direction];
  if (!target) return null;
  const lesson = section.lessons[from]!;
  const moved = { ...lesson, sectionId: target._id };
  next[sectionIndex] = { ...section, lessons: section.lessons.filter((_, i) => i !== from) };
  next[sectionIndex + direction] = {
    ...target,
    lessons: direction === 1 ? [moved, ...target.lessons] : [...target.lessons, moved],
  };
  return next;
}

/**
 * The sections after a lesson is dropped on another lesson (or on a section, `overId` being
 * the section's id): it takes that place, in that section. Null when nothing changes.
 */
export function dropLesson(
  sections: readonly CurriculumSection[],
  lessonId: string,
  overId: string,
): CurriculumSection[] | null {
  if (lessonId === overId) return null;
  const fromSection = sections.findIndex((s) => s.lessons.some((l) => l._id === lessonId));
  const toSection = sections.findIndex(
    (s) => s._id === overId || s.lessons.some((l) => l._id === overId),
  );
  if (fromSection < 0 || toSection < 0) return null;
  const source = sections[fromSection]!;
  const lesson = source.lessons.find((l) => l._id === lessonId)!;
  if (fromSection === toSection) {
    const target = source.lessons.findIndex((l) => l._id === overId);
    if (target < 0) return null;
    const from = source.lessons.indexOf(lesson);
    const next = [...sections];
    next[fromSection] = { ...source, lessons: moveItem(source.lessons, from, target) };
    return next;
  }
  const destination = sections[toSection]!;
  const at = destination.lessons.findIndex((l) => l._id === overId);
  const lessons = [...destination.lessons];
  lessons.splice(at < 0 ? lessons.length : at, 0, { ...lesson, sectionId: destination._id });
  const next = [...sections];
  next[fromSection] = { ...source, lessons: source.lessons.filter((l) => l !== lesson) };
  next[toSection] = { ...destination, lessons };
  return next;
}

/** The body of the reorder request: every section and every lesson, in their new order. */
export function orderOf(sections: readonly CurriculumSection[]): CurriculumOrderBody {
  return {
    sections: sections.map((section) => ({
      _id: section._id,
      lessons: section.lessons.map((lesson) => lesson._id),
    })),
  };
}
