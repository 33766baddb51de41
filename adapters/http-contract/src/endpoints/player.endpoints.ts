import { courseParams, heartbeatBody, lessonParams, quizAttemptBody } from '../schemas/learning';
import {
  lessonViewWire,
  outlineWire,
  quizResultWire,
  standingWire,
} from '../schemas/learning-answers';
import { endpointTable } from './endpoint';

const standing = { description: 'The standing', schema: standingWire };
const lessonRule =
  'Enrolled students, the owner and admins open every lesson; any other signed-in person ' +
  'preview lessons only (403 otherwise). Only a student is recorded (`tracked`).';

/** The course page's outline and the player: lessons opened, watched, completed (issue 17). */
export const playerEndpoints = endpointTable({
  courseOutline: {
    method: 'GET',
    path: '/api/v1/outlines/:id',
    access: 'optional',
    tag: 'learning',
    summary: "The course page's outline: sections, lesson titles, kinds, durations, previews",
    description: 'Public for an approved course; otherwise its owner and admins only (404).',
    params: courseParams,
    answer: { 200: { description: 'The outline, without progress', schema: outlineWire } },
    errors: ['not_found', 'service_unavailable'],
  },
  learningOutline: {
    method: 'GET',
    path: '/api/v1/learn/:id',
    access: 'signedIn',
    tag: 'learning',
    summary: "The player's outline with the student's ticks, percentage and where to continue",
    description: 'Enrolled students, the owner and admins (no progress for them); 403 for others.',
    params: courseParams,
    answer: { 200: { description: 'The outline', schema: outlineWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  openLesson: {
    method: 'GET',
    path: '/api/v1/learn/:id/lessons/:lessonId',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Open a lesson in the player: its content, rule and the standing toward it',
    description: `A quiz never carries its answer key. For a student the lesson becomes the last one ('Continue'). ${lessonRule}`,
    params: lessonParams,
    answer: { 200: { description: 'The lesson', schema: lessonViewWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  heartbeat: {
    method: 'POST',
    path: '/api/v1/learn/:id/lessons/:lessonId/heartbeat',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Report the seconds of a video watched since the previous report',
    description:
      'Refused whole (422 `implausible_heartbeat`) when it reports seconds past the end of ' +
      'the video, or more seconds than twice the wall time since the previous report (or the ' +
      'opening of the lesson) plus 3, accounted cumulatively: the 3 are granted once, not per ' +
      'report, and at most 10 s of unused wall time carry over. The video completes at 90% ' +
      'of its distinct seconds. ' +
      lessonRule,
    params: lessonParams,
    body: heartbeatBody,
    answer: { 200: standing },
    errors: [
      'forbidden',
      'not_found',
      'payload_too_large',
      'unsupported_media_type',
      'implausible_heartbeat',
      'wrong_lesson_kind',
      'validation_failed',
      'service_unavailable',
    ],
  },
  completeLesson: {
    method: 'POST',
    path: '/api/v1/learn/:id/lessons/:lessonId/complete',
    access: 'signedIn',
    tag: 'learning',
    summary: "'Complete and continue'",
    description:
      'Articles and files at once; a video once 90% is watched and a quiz once an attempt ' +
      `passed (422 \`lesson_rule_not_met\` otherwise). ${lessonRule}`,
    params: lessonParams,
    answer: { 200: standing },
    errors: ['forbidden', 'not_found', 'lesson_rule_not_met', 'service_unavailable'],
  },
  reopenLesson: {
    method: 'POST',
    path: '/api/v1/learn/:id/lessons/:lessonId/incomplete',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Mark a lesson incomplete again',
    description: `What was watched and the quiz attempts are kept. ${lessonRule}`,
    params: lessonParams,
    answer: { 200: standing },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  quizAttempt: {
    method: 'POST',
    path: '/api/v1/learn/:id/lessons/:lessonId/quiz-attempts',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Answer a quiz: graded on the server',
    description:
      "Counted against the quiz's attempts limit (409 `quiz_attempts_exhausted`); the first " +
      `passing attempt completes the lesson. ${lessonRule}`,
    params: lessonParams,
    body: quizAttemptBody,
    answer: { 200: { description: 'The grade', schema: quizResultWire } },
    errors: [
      'forbidden',
      'not_found',
      'quiz_attempts_exhausted',
      'payload_too_large',
      'unsupported_media_type',
      'wrong_lesson_kind',
      'validation_failed',
      'service_unavailable',
    ],
  },
});
