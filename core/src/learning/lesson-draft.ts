import { parseHttpUrl } from '../shared/http-url';
import { FieldCheck } from '../shared/validation';
import type { LessonContent, LessonDraft, QuizQuestion, VideoSource } from './lesson-content';
import { LESSON_LIMITS } from './lesson-limits';
import { videoEmbedOf } from './video-links';

export type LessonDraftInput = Omit<LessonDraft, 'content'> & {
  content:
    | {
        kind: 'video';
        source: { type: 'asset'; assetId: string } | { type: 'link'; url: string };
        captionsUrl: string | null;
      }
    | Exclude<LessonContent, { kind: 'video' }>;
};

/**
 * Checks a lesson as an instructor wrote it, every problem at once: a video plays from an
 * asset or from YouTube or Vimeo over https and has a duration; a quiz's single-choice
 * questions have exactly one right option and its multiple-choice ones at least one.
 */
export function parseLessonDraft(input: LessonDraftInput): LessonDraft {
  const check = new FieldCheck();
  const title = check.text('title', input.title, {
    label: 'Lesson title',
    max: LESSON_LIMITS.title,
  });
  const minDuration = input.content.kind === 'video' ? 1 : 0;
  const durationSeconds = check.integer(
    'durationSeconds',
    input.durationSeconds,
    'Duration',
    minDuration,
    LESSON_LIMITS.maxDurationSeconds,
  );
  const content = parseContent(check, input.content);
  check.done();
  return { title, preview: input.preview, durationSeconds, content };
}

function parseContent(check: FieldCheck, content: LessonDraftInput['content']): LessonContent {
  switch (content.kind) {
    case 'video':
      return {
        kind: 'video',
        source: parseSource(check, content.source),
        captionsUrl:
          content.captionsUrl === null || content.captionsUrl.trim() === ''
            ? null
            : check.parse('content.captionsUrl', () =>
                parseHttpUrl(content.captionsUrl!, 'content.captionsUrl', 'Captions URL'),
              ),
      };
    case 'article':
      return {
        kind: 'article',
        markdown: check.text('content.markdown', content.markdown, {
          label: 'Article',
          max: LESSON_LIMITS.markdown,
        }),
      };
    case 'file':
      return {
        kind: 'file',
        assetId: check.text('content.assetId', content.assetId, {
          label: 'File',
          max: LESSON_LIMITS.assetId,
        }),
        name: check.text('content.name', content.name, {
          label: 'File name',
          max: LESSON_LIMITS.fileName,
        }),
      };
    case 'quiz':
      return {
        kind: 'quiz',
        questions: parseQuestions(check, content.questions),
        passMark: check.integer('content.passMark', content.passMark, 'Pass mark', 1, 100),
        attemptsLimit:
          content.attemptsLimit === null
            ? null
            : check.integer(
                'content.attemptsLimit',
                content.attemptsLimit,
                'Attempts limit',
                1,
                LESSON_LIMITS.maxAttempts,
              ),
      };
  }
}

function parseSource(
  check: FieldCheck,
  source: { type: 'asset'; assetId: string } | { type: 'link'; url: string },
): VideoSource {
  if (source.type === 'asset') {
    return {
      type: 'asset',
      assetId: check.text('content.source.assetId', source.assetId, {
        label: 'Video',
        max: LESSON_LIMITS.assetId,
      }),
    };
  }
  const field = 'content.source.url';
  const url = check.parse(field, () => parseHttpUrl(source.url, field, 'Video link'));
  if (url !== undefined && (url.startsWith('/') || !videoEmbedOf(url))) {
    check.fail(field, 'Video link must be a YouTube or Vimeo https:// address of one video');
  }
  return { type: 'link', url };
}

function parseQuestions(check: FieldCheck, questions: QuizQuestion[]): QuizQuestion[] {
  if (questions.length < 1 || questions.length > LESSON_LIMITS.maxQuestions) {
    check.fail('content.questions', `A quiz has 1 to ${LESSON_LIMITS.maxQuestions} questions`);
  }
  return questions.map((question, q) => {
    const at = `content.questions.${q}`;
    const options = question.options.map((option, o) => ({
      text: check.text(`${at}.options.${o}.text`, option.text, {
        label: 'Option',
        max: LESSON_LIMITS.optionText,
      }),
      correct: option.correct,
    }));
    if (options.length < LESSON_LIMITS.minOptions || options.length > LESSON_LIMITS.maxOptions) {
      check.fail(
        `${at}.options`,
        `A question has ${LESSON_LIMITS.minOptions} to ${LESSON_LIMITS.maxOptions} options`,
      );
    }
    const right = options.filter((option) => option.correct).length;
    if (question.multiple ? right < 1 : right !== 1) {
      check.fail(
        `${at}.options`,
        question.multiple
          ? 'Mark at least one right option'
          : 'Mark exactly one right option, or allow several answers',
      );
    }
    return {
      prompt: check.text(`${at}.prompt`, question.prompt, {
        label: 'Question',
        max: LESSON_LIMITS.prompt,
      }),
      multiple: question.multiple,
      options,
    };
  });
}
