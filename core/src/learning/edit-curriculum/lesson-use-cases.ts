import type { Actor } from '../../shared/actor';
import type { IdGenerator } from '../../shared/ports';
import type { Curriculum, CurriculumOrder } from '../curriculum';
import { assertLessonAssets } from '../../media/lesson-assets';
import { parseLessonDraft, type LessonDraftInput } from '../lesson-draft';
import { editCurriculum, editOnly, type CurriculumEditorDeps } from './curriculum-editor';

/** The owner adds a lesson at the end of a section. */
export class AddLesson {
  constructor(private readonly deps: CurriculumEditorDeps & { ids: IdGenerator }) {}

  async execute(
    courseId: string,
    sectionId: string,
    input: LessonDraftInput,
    actor: Actor | null,
  ): Promise<{ curriculum: Curriculum; lessonId: string }> {
    const draft = parseLessonDraft(input);
    const { curriculum, result } = await editCurriculum(
      this.deps,
      courseId,
      actor,
      async (curriculum, repositories) => {
        await assertLessonAssets(repositories, draft.content, actor);
        const lesson = curriculum.addLesson(sectionId, this.deps.ids.next(), draft);
        const { curricula } = repositories;
        await curricula.insertLesson(courseId, lesson);
        return { result: lesson.id, lessonsChanged: true };
      },
    );
    return { curriculum, lessonId: result };
  }
}

/**
 * Replaces a lesson's title, kind, content, duration and preview flag. Students' progress in
 * it stays: a video already completed stays completed.
 */
export class ReviseLesson {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(
    courseId: string,
    lessonId: string,
    input: LessonDraftInput,
    actor: Actor | null,
  ): Promise<Curriculum> {
    const draft = parseLessonDraft(input);
    return editOnly(this.deps, courseId, actor, async (curriculum, repositories) => {
      await assertLessonAssets(repositories, draft.content, actor);
      await repositories.curricula.saveLesson(curriculum.reviseLesson(lessonId, draft));
      return false;
    });
  }
}

/** Opens a lesson to every signed-in visitor as a preview, or closes it again. */
export class SetLessonPreview {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(
    courseId: string,
    lessonId: string,
    preview: boolean,
    actor: Actor | null,
  ): Promise<Curriculum> {
    return editOnly(this.deps, courseId, actor, async (curriculum, { curricula }) => {
      const { id: _id, sectionId: _s, position: _p, ...draft } = curriculum.lesson(lessonId);
      await curricula.saveLesson(curriculum.reviseLesson(lessonId, { ...draft, preview }));
      return false;
    });
  }
}

/** Deletes a lesson with its students' progress and quiz attempts. */
export class DeleteLesson {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(courseId: string, lessonId: string, actor: Actor | null): Promise<Curriculum> {
    return editOnly(this.deps, courseId, actor, async (curriculum, { curricula }) => {
      curriculum.deleteLesson(lessonId);
      await curricula.deleteLesson(lessonId);
      return true;
    });
  }
}

/** Puts the whole curriculum in a new order, given in full (drag and drop, or the keyboard). */
export class ReorderCurriculum {
  constructor(private readonly deps: CurriculumEditorDeps) {}

  async execute(
    courseId: string,
    order: CurriculumOrder,
    actor: Actor | null,
  ): Promise<Curriculum> {
    return editOnly(this.deps, courseId, actor, async (curriculum, { curricula }) => {
      curriculum.reorder(order);
      await curricula.savePositions(curriculum);
      return false;
    });
  }
}
