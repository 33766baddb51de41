import { ValidationError } from '../shared/errors';
import { QuizAttemptsExhaustedError } from './learning.errors';
import type { QuizContent } from './lesson-content';

/** One graded attempt at a quiz. `number` counts from 1 per student and quiz. */
export interface QuizAttempt {
  id: string;
  enrollmentId: string;
  lessonId: string;
  number: number;
  /** For each question, the indexes of the options chosen. */
  answers: number[][];
  /** Percent of the questions answered exactly right. */
  score: number;
  passed: boolean;
  submittedAt: Date;
}

/** The number the next attempt takes, refused once the quiz's limit is used up. */
export function nextAttemptNumber(quiz: QuizContent, attemptsSoFar: number): number {
  if (quiz.attemptsLimit !== null && attemptsSoFar >= quiz.attemptsLimit) {
    throw new QuizAttemptsExhaustedError();
  }
  return attemptsSoFar + 1;
}

/**
 * Grades answers on the server, where the key stays: a question counts when exactly its right
 * options are chosen. A single-choice question takes at most one option.
 */
export function gradeQuiz(
  quiz: QuizContent,
  answers: number[][],
): { score: number; passed: boolean } {
  if (answers.length !== quiz.questions.length) {
    throw new ValidationError({ answers: 'Answer every question' });
  }
  let right = 0;
  quiz.questions.forEach((question, q) => {
    const chosen = new Set(answers[q]);
    if (chosen.size !== answers[q]!.length || [...chosen].some((o) => !question.options[o])) {
      throw new ValidationError({ [`answers.${q}`]: 'Choose among the options given' });
    }
    if (!question.multiple && chosen.size > 1) {
      throw new ValidationError({ [`answers.${q}`]: 'Choose one option' });
    }
    const key = question.options.flatMap((option, o) => (option.correct ? [o] : []));
    if (key.length === chosen.size && key.every((o) => chosen.has(o))) right += 1;
  });
  const score = Math.floor((right * 100) / quiz.questions.length);
  return { score, passed: score >= quiz.passMark };
}
