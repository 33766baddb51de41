import { instructorEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentCourse } from '../../presenters/course.presenter';
import { presentTableCourse } from '../../presenters/editorial.presenter';
import { presentFigures } from '../../presenters/enrollment.presenter';
import { presentLearners } from '../../presenters/learning.presenter';
import { positionOf } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';
import { courseTableInput } from '../editorial/table-input';
import { toCourseDetails } from './course-input';

/** An instructor's own courses. Owner and approval checks live in the use cases. */
export function instructorRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.addCourse, async ({ body, actor }) => {
    const course = await useCases.addCourse.execute(toCourseDetails(body), actor);
    return { body: { insertedId: course.id } };
  });

  register(router, endpoints.updateCourse, async ({ params, body, actor }) => {
    await useCases.updateOwnCourse.execute(params.id, toCourseDetails(body), actor);
    return { body: { modifiedCount: 1 } };
  });

  register(router, endpoints.deleteCourse, async ({ params, actor }) => {
    await useCases.deleteOwnCourse.execute(params.key, actor);
    return { body: { deletedCount: 1 } };
  });

  register(router, endpoints.instructorCourses, async ({ params, actor }) => {
    const courses = await useCases.listInstructorCourses.execute(params.key, actor);
    return { body: courses.map(presentCourse), total: courses.length };
  });

  register(router, endpoints.courseFigures, async ({ params, actor }) => {
    const { course, figures } = await useCases.getCourseFigures.execute(params.id, actor);
    return { body: presentFigures(course.id, course.totalEnrollment, figures) };
  });

  // The students' progress and the drop-off by lesson: owner or admin (the use case says).
  register(router, endpoints.courseLearners, async ({ params, query, actor }) => {
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
    const { students } = learners;
    return {
      body: presentLearners(params.id, learners),
      total: students.total,
      page: positionOf(students),
    };
  });

  // The instructor's table of their own courses (decision 33).
  register(router, endpoints.ownCourses, async ({ query, actor }) => {
    const page = await useCases.listOwnCourses.execute(courseTableInput(query), actor);
    return {
      body: page.items.map((course) => presentTableCourse(course, page.decisions.get(course.id))),
      total: page.total,
      page: positionOf(page),
    };
  });

  register(router, endpoints.resubmitCourse, async ({ params, actor }) => {
    await useCases.resubmitCourse.execute(params.id, actor);
    return { body: { modifiedCount: 1 } };
  });

  return router.koa;
}
