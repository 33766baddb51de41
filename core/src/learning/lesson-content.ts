import type { HttpUrl } from '../shared/http-url';

export const LESSON_KINDS = ['video', 'article', 'quiz', 'file'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** An uploaded media asset (an opaque id of the media area), or a YouTube or Vimeo page. */
export type VideoSource = { type: 'asset'; assetId: string } | { type: 'link'; url: HttpUrl };

export interface VideoContent {
  kind: 'video';
  source: VideoSource;
  /** A WebVTT captions file. */
  captionsUrl: HttpUrl | null;
}

export interface ArticleContent {
  kind: 'article';
  markdown: string;
}

export interface QuizOption {
  text: string;
  correct: boolean;
}

export interface QuizQuestion {
  prompt: string;
  /** Several options may be right (tick boxes); otherwise exactly one is (radio buttons). */
  multiple: boolean;
  options: QuizOption[];
}

export interface QuizContent {
  kind: 'quiz';
  questions: QuizQuestion[];
  /** The score, in percent, that passes. */
  passMark: number;
  /** How many attempts a student has; null for no limit. */
  attemptsLimit: number | null;
}

export interface FileContent {
  kind: 'file';
  assetId: string;
  name: string;
}

export type LessonContent = VideoContent | ArticleContent | QuizContent | FileContent;

/** What an instructor writes for a lesson; its id, section and position are the builder's. */
export interface LessonDraft {
  title: string;
  preview: boolean;
  durationSeconds: number;
  content: LessonContent;
}

export interface Lesson extends LessonDraft {
  id: string;
  sectionId: string;
  position: number;
}

/** A quiz question as a student sees it: never which options are right. */
export interface StudentQuizQuestion {
  prompt: string;
  multiple: boolean;
  options: string[];
}

export type StudentLessonContent =
  | VideoContent
  | ArticleContent
  | FileContent
  | {
      kind: 'quiz';
      questions: StudentQuizQuestion[];
      passMark: number;
      attemptsLimit: number | null;
    };

/** The content a student receives: a quiz without its answer key. */
export function studentContent(content: LessonContent): StudentLessonContent {
  if (content.kind !== 'quiz') return content;
  return {
    kind: 'quiz',
    passMark: content.passMark,
    attemptsLimit: content.attemptsLimit,
    questions: content.questions.map((question) => ({
      prompt: question.prompt,
      multiple: question.multiple,
      options: question.options.map((option) => option.text),
    })),
  };
}
