import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import { courseLearnersQuery } from '../schemas/editorial';
import { courseLearnersWire } from '../schemas/learning-answers';
import { json, listHeaders, operation } from './operation';

const coursePath = z.object({ id: id.meta({ description: "The course's id" }) });

/** A course's learners: completion and drop-off (issue 17). */
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
};
