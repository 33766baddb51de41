import {
  endpoints,
  type HeartbeatBody,
  type LessonMediaWire,
  type LessonViewWire,
  type OutlineWire,
  type QuizResultWire,
  type StandingWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type Outline = OutlineWire;
export type LessonView = LessonViewWire;
export type LessonMedia = LessonMediaWire;
export type Standing = StandingWire;
export type QuizResult = QuizResultWire;

/** The player's and the course page's calls to the learning routes. */
export interface LearningApi {
  /** The learner's outline; for anyone else, the public one, with preview lessons to open. */
  outline(courseId: string): Promise<Outline>;
  publicOutline(courseId: string): Promise<Outline>;
  openLesson(courseId: string, lessonId: string): Promise<LessonView>;
  media(courseId: string, lessonId: string): Promise<LessonMedia>;
  heartbeat(courseId: string, lessonId: string, beat: HeartbeatBody): Promise<Standing>;
  complete(courseId: string, lessonId: string): Promise<Standing>;
  reopen(courseId: string, lessonId: string): Promise<Standing>;
  attemptQuiz(courseId: string, lessonId: string, answers: number[][]): Promise<QuizResult>;
}

export function httpLearningApi(client: ApiClient): LearningApi {
  const lesson = (id: string, lessonId: string) => ({ params: { id, lessonId } });
  const publicOutline = (id: string) => client.call(endpoints.courseOutline, { params: { id } });
  return {
    publicOutline,
    async outline(id) {
      try {
        return await client.call(endpoints.learningOutline, { params: { id } });
      } catch (error) {
        // Not enrolled: the course's public outline, whose preview lessons open for anyone.
        if (isApiError(error) && error.status === 403) return publicOutline(id);
        throw error;
      }
    },
    openLesson: (id, lessonId) => client.call(endpoints.openLesson, lesson(id, lessonId)),
    media: (id, lessonId) => client.call(endpoints.lessonMedia, lesson(id, lessonId)),
    heartbeat: (id, lessonId, beat) =>
      client.call(endpoints.heartbeat, { ...lesson(id, lessonId), body: beat }),
    complete: (id, lessonId) => client.call(endpoints.completeLesson, lesson(id, lessonId)),
    reopen: (id, lessonId) => client.call(endpoints.reopenLesson, lesson(id, lessonId)),
    attemptQuiz: (id, lessonId, answers) =>
      client.call(endpoints.quizAttempt, { ...lesson(id, lessonId), body: { answers } }),
  };
}
