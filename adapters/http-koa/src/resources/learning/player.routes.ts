import { playerEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import {
  presentLessonView,
  presentOutline,
  presentQuizResult,
  presentStanding,
} from '../../presenters/learning.presenter';
import type { RouteDeps } from '../route-deps';

/** The course page's outline and the player. Access checks live in the use cases. */
export function playerRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.courseOutline, async ({ params, actor }) => ({
    body: presentOutline(await useCases.getCourseOutline.execute(params.id, actor)),
  }));

  register(router, endpoints.learningOutline, async ({ params, actor }) => ({
    body: presentOutline(await useCases.getLearningOutline.execute(params.id, actor)),
  }));

  register(router, endpoints.openLesson, async ({ params, actor }) => ({
    body: presentLessonView(await useCases.openLesson.execute(params.id, params.lessonId, actor)),
  }));

  register(router, endpoints.heartbeat, async ({ params, body, actor }) => ({
    body: presentStanding(
      await useCases.recordHeartbeat.execute(params.id, params.lessonId, body, actor),
    ),
  }));

  register(router, endpoints.completeLesson, async ({ params, actor }) => ({
    body: presentStanding(await useCases.completeLesson.execute(params.id, params.lessonId, actor)),
  }));

  register(router, endpoints.reopenLesson, async ({ params, actor }) => ({
    body: presentStanding(
      await useCases.markLessonIncomplete.execute(params.id, params.lessonId, actor),
    ),
  }));

  register(router, endpoints.quizAttempt, async ({ params, body, actor }) => ({
    body: presentQuizResult(
      await useCases.submitQuizAttempt.execute(params.id, params.lessonId, body.answers, actor),
    ),
  }));

  return router.koa;
}
