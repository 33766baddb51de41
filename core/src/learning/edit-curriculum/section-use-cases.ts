import type { Actor } from '../../shared/actor';
import type { IdGenerator } from '../../shared/ports';
import { FieldCheck } from '../../shared/validation';
import type { Curriculum } from '../curriculum';
import { LESSON_LIMITS } from '../lesson-limits';
import { editCurriculum, editOnly, type CurriculumEditorDeps } from './curriculum-editor';

function sectionTitle(raw: string): string {
  const check = new FieldCheck();
  const title = check.text('title', raw, { label: 'Section title', max: LESSON_LIMITS.title });
  check.done();
  return title;
}

/** The owner adds a section at the end. */
export class AddSection {
  constructor(private readonly deps: CurriculumEditorDeps & { ids: IdGenerator }) {}

  async execute(
    courseId: string,
    title: string,
    actor: Actor | null,
  ): Promise<{ curriculum: Curriculum; sectionId: string }> {
    const clean = sectionTitle(title);
    const { curriculum, result } = await editCurriculum(
      this.deps,
      courseId,
      actor,
      async (curriculum, { curricula }) => {
        const section = curriculum.addSection(this.deps.ids.next(), clean);
        await curricula.insertSection(section);
        return { result: section.id, lessonsChanged: false };
      },
    );
    return { curriculum, sectionId: result };
  }
}

export class RenameSection {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(
    courseId: string,
    sectionId: string,
    title: string,
    actor: Actor | null,
  ): Promise<Curriculum> {
    const clean = sectionTitle(title);
    return editOnly(this.deps, courseId, actor, async (curriculum, { curricula }) => {
      await curricula.renameSection(curriculum.renameSection(sectionId, clean));
      return false;
    });
  }
}

/** Deletes a section with its lessons, and their students' progress in them. */
export class DeleteSection {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(courseId: string, sectionId: string, actor: Actor | null): Promise<Curriculum> {
    return editOnly(this.deps, courseId, actor, async (curriculum, { curricula }) => {
      const hadLessons = curriculum.section(sectionId).lessons.length > 0;
      curriculum.deleteSection(sectionId);
      await curricula.deleteSection(sectionId);
      return hadLessons;
    });
  }
}
