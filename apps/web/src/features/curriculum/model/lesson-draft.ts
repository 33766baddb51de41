import type { LessonBody } from '@classroom/http-contract';
import type { CurriculumLesson, LessonKind } from '../api/curriculum-api';

export interface QuizOptionDraft {
  text: string;
  correct: boolean;
}

export interface QuizQuestionDraft {
  prompt: string;
  multiple: boolean;
  options: QuizOptionDraft[];
}

/** An uploaded file as the editor knows it: its asset id and name. */
export interface UploadedFile {
  assetId: string;
  name: string;
}

/**
 * Everything the lesson editor holds, for every kind at once, so switching the kind back and
 * forth loses nothing; `toLessonBody` sends only the chosen kind's content.
 */
export interface LessonDraftState {
  title: string;
  kind: LessonKind;
  preview: boolean;
  /** As typed: "m:ss", "h:mm:ss" or a number of seconds. */
  duration: string;
  videoSource: 'upload' | 'link';
  video: UploadedFile | null;
  videoUrl: string;
  captionsUrl: string;
  markdown: string;
  questions: QuizQuestionDraft[];
  passMark: number;
  /** Null for no limit. */
  attemptsLimit: number | null;
  file: UploadedFile | null;
}

export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: 'Video',
  article: 'Article',
  quiz: 'Quiz',
  file: 'Downloadable file',
};

export function emptyQuestion(): QuizQuestionDraft {
  return {
    prompt: '',
    multiple: false,
    options: [
      { text: '', correct: true },
      { text: '', correct: false },
    ],
  };
}

export function emptyDraft(kind: LessonKind = 'video'): LessonDraftState {
  return {
    title: '',
    kind,
    preview: false,
    duration: '',
    videoSource: 'upload',
    video: null,
    videoUrl: '',
    captionsUrl: '',
    markdown: '',
    questions: [emptyQuestion()],
    passMark: 70,
    attemptsLimit: null,
    file: null,
  };
}

/** The editor's state for an existing lesson. */
export function draftOf(lesson: CurriculumLesson): LessonDraftState {
  const draft: LessonDraftState = {
    ...emptyDraft(lesson.kind),
    title: lesson.title,
    preview: lesson.preview,
    duration: lesson.durationSeconds > 0 ? formatDuration(lesson.durationSeconds) : '',
  };
  const content = lesson.content;
  switch (content.kind) {
    case 'video':
      draft.captionsUrl = content.captionsUrl ?? '';
      if (content.source.type === 'asset') {
        draft.video = { assetId: content.source.assetId, name: 'Uploaded video' };
      } else {
        draft.videoSource = 'link';
        draft.videoUrl = content.source.url;
      }
      break;
    case 'article':
      draft.markdown = content.markdown;
      break;
    case 'quiz':
      draft.questions = content.questions.map((question) => ({
        ...question,
        options: question.options.map((option) => ({ ...option })),
      }));
      draft.passMark = content.passMark;
      draft.attemptsLimit = content.attemptsLimit;
      break;
    case 'file':
      draft.file = { assetId: content.assetId, name: content.name };
      break;
  }
  return draft;
}

/** 75 → "1:15", 3675 → "1:01:15". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** "1:15", "1:01:15" or "75" as seconds; '' is 0; null for anything else. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** What the editor checks before sending; the server checks everything again. */
export type DraftProblems = Record<string, string>;

export type DraftResult = { body: LessonBody } | { problems: DraftProblems };

/** The request body for the chosen kind, or what must be fixed first (by field). */
export function toLessonBody(draft: LessonDraftState): DraftResult {
  const problems: DraftProblems = {};
  const durationSeconds = parseDuration(draft.duration);
  if (durationSeconds === null) {
    problems.durationSeconds = 'Write the duration as minutes:seconds, e.g. 4:30';
  }
  let content: LessonBody['content'] | null = null;
  switch (draft.kind) {
    case 'video':
      if (draft.videoSource === 'upload') {
        if (!draft.video) problems['content.source.assetId'] = 'Upload a video first';
        else content = videoContent({ type: 'asset', assetId: draft.video.assetId }, draft);
      } else {
        content = videoContent({ type: 'link', url: draft.videoUrl.trim() }, draft);
      }
      break;
    case 'article':
      content = { kind: 'article', markdown: draft.markdown };
      break;
    case 'quiz':
      draft.questions.forEach((question, index) => {
        const correct = question.options.filter((option) => option.correct).length;
        if (correct === 0) {
          problems[`content.questions.${index}.options`] =
            `Question ${index + 1}: mark the right answer`;
        } else if (!question.multiple && correct > 1) {
          problems[`content.questions.${index}.options`] =
            `Question ${index + 1}: mark one right answer, or allow several`;
        }
      });
      content = {
        kind: 'quiz',
        questions: draft.questions,
        passMark: draft.passMark,
        attemptsLimit: draft.attemptsLimit,
      };
      break;
    case 'file':
      if (!draft.file) problems['content.assetId'] = 'Upload a file first';
      else content = { kind: 'file', assetId: draft.file.assetId, name: draft.file.name };
      break;
  }
  if (Object.keys(problems).length > 0 || !content || durationSeconds === null) {
    return { problems };
  }
  return {
    body: { title: draft.title.trim(), preview: draft.preview, durationSeconds, content },
  };
}

function videoContent(
  source: { type: 'asset'; assetId: string } | { type: 'link'; url: string },
  draft: LessonDraftState,
): LessonBody['content'] {
  const captions = draft.captionsUrl.trim();
  return { kind: 'video', source, captionsUrl: captions === '' ? null : captions };
}
