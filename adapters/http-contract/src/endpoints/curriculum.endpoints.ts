import {
  courseParams,
  curriculumOrderBody,
  lessonBody,
  lessonParams,
  previewBody,
  sectionBody,
  sectionParams,
} from '../schemas/learning';
import { curriculumChangeWire, curriculumWire } from '../schemas/learning-answers';
import { endpointTable } from './endpoint';
import { bodyChangeErrors } from './record-change';

const changed = {
  description: 'The whole curriculum after the change',
  schema: curriculumChangeWire,
};
const created = {
  description: 'Created: its id and the whole curriculum',
  schema: curriculumChangeWire,
};
const ownerOnly =
  'For the owner, at any status: changes to an approved course are live at once, and enrolled ' +
  "students' percentages are recounted (decision 27). Anyone else: 404.";
const removeErrors = ['forbidden', 'not_found', 'service_unavailable'] as const;

/** Articles and quizzes are larger than other bodies: a lesson may carry up to 256 kB. */
const LESSON_BODY_LIMIT = '256kb';

/** The curriculum builder (issue 17): the owner edits, admins read. */
export const curriculumEndpoints = endpointTable({
  getCurriculum: {
    method: 'GET',
    path: '/api/v1/instructor/courses/:id/curriculum',
    access: 'signedIn',
    tag: 'learning',
    summary: 'The curriculum as the builder edits it, answer keys included (owner or admin)',
    params: courseParams,
    answer: { 200: { description: 'The curriculum', schema: curriculumWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  reorderCurriculum: {
    method: 'PUT',
    path: '/api/v1/instructor/courses/:id/curriculum/order',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Put sections and lessons in a new order, given in full',
    description: `Every section and lesson exactly once (422 otherwise); lessons may move between sections. ${ownerOnly}`,
    params: courseParams,
    body: curriculumOrderBody,
    answer: { 200: changed },
    errors: bodyChangeErrors,
  },
  addSection: {
    method: 'POST',
    path: '/api/v1/instructor/courses/:id/sections',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Add a section at the end',
    description: ownerOnly,
    params: courseParams,
    body: sectionBody,
    answer: { 201: created },
    errors: bodyChangeErrors,
  },
  renameSection: {
    method: 'PATCH',
    path: '/api/v1/instructor/courses/:id/sections/:sectionId',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Rename a section',
    description: ownerOnly,
    params: sectionParams,
    body: sectionBody,
    answer: { 200: changed },
    errors: bodyChangeErrors,
  },
  deleteSection: {
    method: 'DELETE',
    path: '/api/v1/instructor/courses/:id/sections/:sectionId',
    access: 'signedIn',
    tag: 'learning',
    summary: "Delete a section with its lessons and students' progress in them",
    description: ownerOnly,
    params: sectionParams,
    answer: { 200: changed },
    errors: removeErrors,
  },
  addLesson: {
    method: 'POST',
    path: '/api/v1/instructor/courses/:id/sections/:sectionId/lessons',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Add a lesson at the end of a section',
    description:
      'A video plays from an uploaded asset or a YouTube or Vimeo https:// link, and has a ' +
      'duration of at least a second; a single-choice question has exactly one right option. ' +
      `Bodies up to 256 kB. ${ownerOnly}`,
    params: sectionParams,
    body: lessonBody,
    answer: { 201: created },
    errors: bodyChangeErrors,
    bodyLimit: LESSON_BODY_LIMIT,
  },
  reviseLesson: {
    method: 'PUT',
    path: '/api/v1/instructor/courses/:id/lessons/:lessonId',
    access: 'signedIn',
    tag: 'learning',
    summary: "Replace a lesson's title, kind, content, duration and preview flag",
    description: `Students' progress in it stays. Bodies up to 256 kB. ${ownerOnly}`,
    params: lessonParams,
    body: lessonBody,
    answer: { 200: changed },
    errors: bodyChangeErrors,
    bodyLimit: LESSON_BODY_LIMIT,
  },
  setLessonPreview: {
    method: 'PATCH',
    path: '/api/v1/instructor/courses/:id/lessons/:lessonId/preview',
    access: 'signedIn',
    tag: 'learning',
    summary: 'Open a lesson to every signed-in visitor as a preview, or close it',
    description: ownerOnly,
    params: lessonParams,
    body: previewBody,
    answer: { 200: changed },
    errors: bodyChangeErrors,
  },
  deleteLesson: {
    method: 'DELETE',
    path: '/api/v1/instructor/courses/:id/lessons/:lessonId',
    access: 'signedIn',
    tag: 'learning',
    summary: "Delete a lesson with its students' progress and quiz attempts",
    description: ownerOnly,
    params: lessonParams,
    answer: { 200: changed },
    errors: removeErrors,
  },
});
