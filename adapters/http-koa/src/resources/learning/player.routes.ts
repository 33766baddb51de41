import {
  courseParams,
  emptyBody,
  heartbeatBody,
  lessonParams,
  noQuery,
  quizAttemptBody,
  routes,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
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
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const optional = authenticate(deps.authenticate, 'optional');
  const limits = { bodyLimit: deps.bodyLimit };
  const none = { body: emptyBody, query: noQuery };

  router.get(
    routes.courseOutline.path,
    optional,
    endpoint({ params: courseParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentOutline(await useCases.getCourseOutline.execute(params.id, actor)),
    })),
  );

  router.get(
    routes.learningOutline.path,
    signedIn,
    endpoint({ params: courseParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentOutline(await useCases.getLearningOutline.execute(params.id, actor)),
    })),
  );

  router.get(
    routes.openLesson.path,
    signedIn,
    endpoint({ params: lessonParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentLessonView(await useCases.openLesson.execute(params.id, params.lessonId, actor)),
    })),
  );

  router.post(
    routes.heartbeat.path,
    signedIn,
    endpoint(
      { params: lessonParams, body: heartbeatBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentStanding(
          await useCases.recordHeartbeat.execute(params.id, params.lessonId, body, actor),
        ),
      }),
      limits,
    ),
  );

  router.post(
    routes.completeLesson.path,
    signedIn,
    endpoint({ params: lessonParams, ...none }, async ({ params, actor }) => ({
      body: presentStanding(
        await useCases.completeLesson.execute(params.id, params.lessonId, actor),
      ),
    })),
  );

  router.post(
    routes.reopenLesson.path,
    signedIn,
    endpoint({ params: lessonParams, ...none }, async ({ params, actor }) => ({
      body: presentStanding(
        await useCases.markLessonIncomplete.execute(params.id, params.lessonId, actor),
      ),
    })),
  );

  router.post(
    routes.quizAttempt.path,
    signedIn,
    endpoint(
      { params: lessonParams, body: quizAttemptBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentQuizResult(
          await useCases.submitQuizAttempt.execute(params.id, params.lessonId, body.answers, actor),
        ),
      }),
      limits,
    ),
  );

  return router;
}
