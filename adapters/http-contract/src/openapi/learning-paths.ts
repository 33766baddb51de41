import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import { heartbeatBody, quizAttemptBody } from '../schemas/learning';
import { courseLearnersQuery } from '../schemas/editorial';
import {
  courseLearnersWire,
  lessonViewWire,
  outlineWire,
  quizResultWire,
  standingWire,
} from '../schemas/learning-answers';
import { json, listHeaders, operation } from './operation';

const coursePath = z.object({ id: id.meta({ description: "The course's id" }) });
const lessonPath = coursePath.extend({ lessonId: id });

const lessonRule =
  'Enrolled students, the owner and admins open every lesson; any other signed-in person ' +
  'preview lessons only (403 otherwise). Only a student is recorded (`tracked`).';

/** A course's learners, the course page's outline and the player (issue 17). */
export const learningPaths: ZodOpenApiPathsObject = {
  '/api/v1/instructor/courses/{id}/learners': {
    get: operation({
      operationId: 'courseLearners',
      tags: ['learning'],
      summary: "A course's completion rate, drop-off by lesson and students (owner or admin)",
      description:
        'Students a page at a time, newest enrollment first; the lessons in curriculum order, ' +
        'each with the share of the enrolled students who completed it. Anyone else: 404.',
      requestParams: { path: coursePath, query: courseLearnersQuery },
      ok: { 200: json('The figures and one page of students', courseLearnersWire, listHeaders) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/outlines/{id}': {
    get: operation({
      operationId: 'courseOutline',
      tags: ['learning'],
      summary: "The course page's outline: sections, lesson titles, kinds, durations, previews",
      description: 'Public for an approved course; otherwise its owner and admins only (404).',
      public: true,
      requestParams: { path: coursePath },
      ok: { 200: json('The outline, without progress', outlineWire) },
      errors: [400, 404, 503],
    }),
  },
  '/api/v1/learn/{id}': {
    get: operation({
      operationId: 'learningOutline',
      tags: ['learning'],
      summary: "The player's outline with the student's ticks, percentage and where to continue",
      description:
        'Enrolled students, the owner and admins (no progress for them); 403 for others.',
      requestParams: { path: coursePath },
      ok: { 200: json('The outline', outlineWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}': {
    get: operation({
      operationId: 'openLesson',
      tags: ['learning'],
      summary: 'Open a lesson in the player: its content, rule and the standing toward it',
      description: `A quiz never carries its answer key. For a student the lesson becomes the last one ('Continue'). ${lessonRule}`,
      requestParams: { path: lessonPath },
      ok: { 200: json('The lesson', lessonViewWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/heartbeat': {
    post: operation({
      operationId: 'heartbeat',
      tags: ['learning'],
      summary: 'Report the seconds of a video watched since the previous report',
      description:
        'Refused whole (422 `implausible_heartbeat`) when it reports seconds past the end of ' +
        'the video, or more seconds than twice the wall time since the previous report (or the ' +
        'opening of the lesson) plus 3, accounted cumulatively: the 3 are granted once, not per ' +
        'report, and at most 10 s of unused wall time carry over. The video completes at 90% ' +
        'of its distinct seconds. ' +
        lessonRule,
      requestParams: { path: lessonPath },
      body: heartbeatBody,
      ok: { 200: json('The standing', standingWire) },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/complete': {
    post: operation({
      operationId: 'completeLesson',
      tags: ['learning'],
      summary: "'Complete and continue'",
      description:
        'Articles and files at once; a video once 90% is watched and a quiz once an attempt ' +
        `passed (422 \`lesson_rule_not_met\` otherwise). ${lessonRule}`,
      requestParams: { path: lessonPath },
      ok: { 200: json('The standing', standingWire) },
      errors: [400, 401, 403, 404, 422, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/incomplete': {
    post: operation({
      operationId: 'reopenLesson',
      tags: ['learning'],
      summary: 'Mark a lesson incomplete again',
      description: `What was watched and the quiz attempts are kept. ${lessonRule}`,
      requestParams: { path: lessonPath },
      ok: { 200: json('The standing', standingWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/quiz-attempts': {
    post: operation({
      operationId: 'quizAttempt',
      tags: ['learning'],
      summary: 'Answer a quiz: graded on the server',
      description:
        "Counted against the quiz's attempts limit (409 `quiz_attempts_exhausted`); the first " +
        `passing attempt completes the lesson. ${lessonRule}`,
      requestParams: { path: lessonPath },
      body: quizAttemptBody,
      ok: { 200: json('The grade', quizResultWire) },
      errors: [400, 401, 403, 404, 409, 413, 415, 422, 503],
    }),
  },
};
