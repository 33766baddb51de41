import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import {
  curriculumOrderBody,
  heartbeatBody,
  lessonBody,
  previewBody,
  quizAttemptBody,
  sectionBody,
} from '../schemas/learning';
import {
  curriculumChangeWire,
  curriculumWire,
  lessonViewWire,
  outlineWire,
  quizResultWire,
  standingWire,
} from '../schemas/learning-answers';
import { json, operation } from './operation';

const coursePath = z.object({ id: id.meta({ description: "The course's id" }) });
const sectionPath = coursePath.extend({ sectionId: id });
const lessonPath = coursePath.extend({ lessonId: id });

const changed = json('The whole curriculum after the change', curriculumChangeWire);
const created = json('Created: its id and the whole curriculum', curriculumChangeWire);
const ownerOnly =
  'For the owner, at any status: changes to an approved course are live at once, and enrolled ' +
  "students' percentages are recounted (decision 27). Anyone else: 404.";
const lessonRule =
  'Enrolled students, the owner and admins open every lesson; any other signed-in person ' +
  'preview lessons only (403 otherwise). Only a student is recorded (`tracked`).';

/** The curriculum builder, the course page's outline and the player (issue 17). */
export const learningPaths: ZodOpenApiPathsObject = {
  '/api/v1/instructor/courses/{id}/curriculum': {
    get: operation({
      operationId: 'getCurriculum',
      tags: ['learning'],
      summary: 'The curriculum as the builder edits it, answer keys included (owner or admin)',
      requestParams: { path: coursePath },
      ok: { 200: json('The curriculum', curriculumWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/curriculum/order': {
    put: operation({
      operationId: 'reorderCurriculum',
      tags: ['learning'],
      summary: 'Put sections and lessons in a new order, given in full',
      description: `Every section and lesson exactly once (422 otherwise); lessons may move between sections. ${ownerOnly}`,
      requestParams: { path: coursePath },
      body: curriculumOrderBody,
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/sections': {
    post: operation({
      operationId: 'addSection',
      tags: ['learning'],
      summary: 'Add a section at the end',
      description: ownerOnly,
      requestParams: { path: coursePath },
      body: sectionBody,
      ok: { 201: created },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/sections/{sectionId}': {
    patch: operation({
      operationId: 'renameSection',
      tags: ['learning'],
      summary: 'Rename a section',
      description: ownerOnly,
      requestParams: { path: sectionPath },
      body: sectionBody,
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
    delete: operation({
      operationId: 'deleteSection',
      tags: ['learning'],
      summary: "Delete a section with its lessons and students' progress in them",
      description: ownerOnly,
      requestParams: { path: sectionPath },
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/sections/{sectionId}/lessons': {
    post: operation({
      operationId: 'addLesson',
      tags: ['learning'],
      summary: 'Add a lesson at the end of a section',
      description:
        'A video plays from an uploaded asset or a YouTube or Vimeo https:// link, and has a ' +
        'duration of at least a second; a single-choice question has exactly one right option. ' +
        `Bodies up to 256 kB. ${ownerOnly}`,
      requestParams: { path: sectionPath },
      body: lessonBody,
      ok: { 201: created },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/lessons/{lessonId}': {
    put: operation({
      operationId: 'reviseLesson',
      tags: ['learning'],
      summary: "Replace a lesson's title, kind, content, duration and preview flag",
      description: `Students' progress in it stays. ${ownerOnly}`,
      requestParams: { path: lessonPath },
      body: lessonBody,
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
    delete: operation({
      operationId: 'deleteLesson',
      tags: ['learning'],
      summary: "Delete a lesson with its students' progress and quiz attempts",
      description: ownerOnly,
      requestParams: { path: lessonPath },
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/lessons/{lessonId}/preview': {
    patch: operation({
      operationId: 'setLessonPreview',
      tags: ['learning'],
      summary: 'Open a lesson to every signed-in visitor as a preview, or close it',
      description: ownerOnly,
      requestParams: { path: lessonPath },
      body: previewBody,
      ok: { 200: changed },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
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
