import {
  addCourseBody,
  courseLearnersQuery,
  emptyBody,
  emailParams,
  idParams,
  noQuery,
  routes,
  updateCourseBody,
  type DeletedWire,
  type InsertedWire,
  type ModifiedWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { idempotent } from '../../middleware/idempotent';
import { presentCourse } from '../../presenters/course.presenter';
import { presentFigures } from '../../presenters/enrollment.presenter';
import { presentLearners } from '../../presenters/learning.presenter';
import type { RouteDeps } from '../route-deps';
import { toCourseDetails } from './course-input';

/** An instructor's own courses. Owner and approval checks live in the use cases. */
export function instructorRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const limits = { bodyLimit: deps.bodyLimit };

  router.post(
    routes.addCourse.path,
    signedIn,
    endpoint(
      { body: addCourseBody, query: noQuery },
      idempotent(deps.idempotencyKeys, 'addCourse', async ({ body, actor }) => {
        const course = await useCases.addCourse.execute(toCourseDetails(body), actor);
        return { status: 201, body: { insertedId: course.id } satisfies InsertedWire };
      }),
      limits,
    ),
  );

  router.patch(
    routes.updateCourse.path,
    signedIn,
    endpoint(
      { params: idParams, body: updateCourseBody, query: noQuery },
      async ({ params, body, actor }) => {
        await useCases.updateOwnCourse.execute(params.id, toCourseDetails(body), actor);
        return { body: { modifiedCount: 1 } satisfies ModifiedWire };
      },
      limits,
    ),
  );

  router.delete(
    routes.deleteCourse.path,
    signedIn,
    endpoint({ params: idParams, body: emptyBody, query: noQuery }, async ({ params, actor }) => {
      await useCases.deleteOwnCourse.execute(params.id, actor);
      return { body: { deletedCount: 1 } satisfies DeletedWire };
    }),
  );

  router.get(
    routes.instructorCourses.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const courses = await useCases.listInstructorCourses.execute(params.email, actor);
      return { body: courses.map(presentCourse), total: courses.length };
    }),
  );

  router.get(
    routes.courseFigures.path,
    signedIn,
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => {
      const { course, figures } = await useCases.getCourseFigures.execute(params.id, actor);
      return { body: presentFigures(course.id, course.totalEnrollment, figures) };
    }),
  );

  // The students' progress and the drop-off by lesson: owner or admin (the use case says).
  router.get(
    routes.courseLearners.path,
    signedIn,
    endpoint({ params: idParams, query: courseLearnersQuery }, async ({ params, query, actor }) => {
      const learners = await useCases.getCourseLearners.execute(
        params.id,
        {
          text: query.q,
          state: query.state,
          sort: query.sort,
          page: query.page as number | undefined,
          limit: query.limit as number | undefined,
        },
        actor,
      );
      return { body: presentLearners(params.id, learners), total: learners.students.total };
    }),
  );

  return router;
}
