import { z } from 'zod';
import { email, id } from '../fields';
import {
  courseFiguresWire,
  courseWire,
  deletedWire,
  insertedWire,
  modifiedWire,
} from '../schemas/answers';
import { addCourseBody, updateCourseBody } from '../schemas/courses';
import { courseLearnersQuery, courseTableQuery } from '../schemas/editorial';
import { tableCourseWire } from '../schemas/editorial-answers';
import { courseLearnersWire } from '../schemas/learning-answers';
import { idParams } from '../schemas/params';
import { emptyBody } from '../schemas/users';
import { endpointTable } from './endpoint';
import { bodyChangeErrors } from './record-change';

// One path, two methods: its segment is `key`, an id for the delete, an e-mail for the read.
const keyIdParams = z.strictObject({ key: id.meta({ description: "The record's id" }) });
const keyEmailParams = z.strictObject({ key: email.meta({ description: "The user's e-mail" }) });

const done = { description: 'Done', schema: modifiedWire };

/** An instructor's own courses. Owner and approval checks live in the use cases. */
export const instructorEndpoints = endpointTable({
  addCourse: {
    method: 'POST',
    path: '/api/v1/instructor/add',
    access: 'signedIn',
    tag: 'instructor',
    summary: 'Submit a course (approved instructors)',
    description:
      "The instructor's fields, rating, enrollment count and status of the spec's payload " +
      'are accepted and ignored: a new course is pending, by the caller, with nobody enrolled.',
    body: addCourseBody,
    answer: { 201: { description: 'Created', schema: insertedWire } },
    idempotent: true,
    errors: [
      'forbidden',
      'payload_too_large',
      'unsupported_media_type',
      'validation_failed',
      'service_unavailable',
    ],
  },
  deleteCourse: {
    method: 'DELETE',
    path: '/api/v1/instructor/classes/:key',
    access: 'signedIn',
    tag: 'instructor',
    summary: 'Delete an own course that is not approved',
    params: keyIdParams,
    // A body, if any, is `{}`.
    body: emptyBody,
    answer: { 200: { description: 'Deleted', schema: deletedWire } },
    errors: ['forbidden', 'not_found', 'course_approved', 'service_unavailable'],
  },
  instructorCourses: {
    method: 'GET',
    path: '/api/v1/instructor/classes/:key',
    access: 'signedIn',
    tag: 'instructor',
    summary: "An instructor's courses (self or admin)",
    params: keyEmailParams,
    answer: { 200: { description: 'Courses', schema: z.array(courseWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  updateCourse: {
    method: 'PATCH',
    path: '/api/v1/instructor/update/:id',
    access: 'signedIn',
    tag: 'instructor',
    summary: 'Update an own course (strict body)',
    params: idParams,
    body: updateCourseBody,
    answer: { 200: done },
    errors: bodyChangeErrors,
  },
  courseFigures: {
    method: 'GET',
    path: '/api/v1/instructor/courses/:id/figures',
    access: 'signedIn',
    tag: 'instructor',
    summary: 'Enrollments and revenue of a course (owner or admin)',
    params: idParams,
    answer: { 200: { description: 'Figures', schema: courseFiguresWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  courseLearners: {
    method: 'GET',
    path: '/api/v1/instructor/courses/:id/learners',
    access: 'signedIn',
    tag: 'learning',
    summary: "A course's completion rate, drop-off by lesson and students (owner or admin)",
    description:
      'Students a page at a time, newest enrollment first; the lessons in curriculum order, ' +
      'each with the share of the enrolled students who completed it. Anyone else: 404.',
    params: idParams,
    query: courseLearnersQuery,
    answer: {
      200: { description: 'The figures and one page of students', schema: courseLearnersWire },
    },
    // The students' total is in X-Total-Count.
    paging: 'total',
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  ownCourses: {
    method: 'GET',
    path: '/api/v1/instructor/courses',
    access: 'signedIn',
    tag: 'instructor',
    summary: "The caller's courses as a table: searched, filtered, sorted, paged",
    query: courseTableQuery,
    answer: { 200: { description: 'One page of courses', schema: z.array(tableCourseWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  resubmitCourse: {
    method: 'POST',
    path: '/api/v1/instructor/courses/:id/resubmit',
    access: 'signedIn',
    tag: 'instructor',
    summary: 'Send a rejected or unpublished course back for review (owner)',
    params: idParams,
    body: emptyBody,
    answer: { 200: done },
    errors: ['not_found', 'course_not_rejected', 'service_unavailable'],
  },
});
