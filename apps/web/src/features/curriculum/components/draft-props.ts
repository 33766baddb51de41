import type { LessonDraftState } from '../model/lesson-draft';

/** What every part of the lesson editor receives: the draft, a way to change it, problems. */
export interface DraftProps {
  draft: LessonDraftState;
  update: (change: Partial<LessonDraftState>) => void;
  problems: Record<string, string>;
}
