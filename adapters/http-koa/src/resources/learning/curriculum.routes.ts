import {
  courseParams,
  curriculumOrderBody,
  emptyBody,
  lessonBody,
  lessonParams,
  noQuery,
  previewBody,
  routes,
  sectionBody,
  sectionParams,
  type CurriculumChangeWire,
} from '@classroom/http-contract';
import type { Curriculum } from '@classroom/core';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentCurriculum } from '../../presenters/learning.presenter';
import type { RouteDeps } from '../route-deps';

/** Articles and quizzes are larger than other bodies: a lesson may carry up to 256 kB. */
const LESSON_BODY_LIMIT = '256kb';

const changed = (curriculum: Curriculum, insertedId?: string) => ({
  status: insertedId ? 201 : 200,
  body: {
    ...(insertedId ? { insertedId } : {}),
    curriculum: presentCurriculum(curriculum),
  } satisfies CurriculumChangeWire,
});

/** The curriculum builder. Owner and admin checks live in the use cases. */
export function curriculumRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const limits = { bodyLimit: deps.bodyLimit };
  const lessonLimits = { bodyLimit: LESSON_BODY_LIMIT };
  const none = { body: emptyBody, query: noQuery };

  router.get(
    routes.getCurriculum.path,
    signedIn,
    endpoint({ params: courseParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentCurriculum(await useCases.getCurriculum.execute(params.id, actor)),
    })),
  );

  router.put(
    routes.reorderCurriculum.path,
    signedIn,
    endpoint(
      { params: courseParams, body: curriculumOrderBody, query: noQuery },
      async ({ params, body, actor }) => {
        const order = body.sections.map((section) => ({
          sectionId: section._id,
          lessonIds: section.lessons,
        }));
        return changed(await useCases.reorderCurriculum.execute(params.id, order, actor));
      },
      limits,
    ),
  );

  router.post(
    routes.addSection.path,
    signedIn,
    endpoint(
      { params: courseParams, body: sectionBody, query: noQuery },
      async ({ params, body, actor }) => {
        const added = await useCases.addSection.execute(params.id, body.title, actor);
        return changed(added.curriculum, added.sectionId);
      },
      limits,
    ),
  );

  router.patch(
    routes.renameSection.path,
    signedIn,
    endpoint(
      { params: sectionParams, body: sectionBody, query: noQuery },
      async ({ params, body, actor }) =>
        changed(
          await useCases.renameSection.execute(params.id, params.sectionId, body.title, actor),
        ),
      limits,
    ),
  );

  router.delete(
    routes.deleteSection.path,
    signedIn,
    endpoint({ params: sectionParams, ...none }, async ({ params, actor }) =>
      changed(await useCases.deleteSection.execute(params.id, params.sectionId, actor)),
    ),
  );

  router.post(
    routes.addLesson.path,
    signedIn,
    endpoint(
      { params: sectionParams, body: lessonBody, query: noQuery },
      async ({ params, body, actor }) => {
        const added = await useCases.addLesson.execute(params.id, params.sectionId, body, actor);
        return changed(added.curriculum, added.lessonId);
      },
      lessonLimits,
    ),
  );

  router.put(
    routes.reviseLesson.path,
    signedIn,
    endpoint(
      { params: lessonParams, body: lessonBody, query: noQuery },
      async ({ params, body, actor }) =>
        changed(await useCases.reviseLesson.execute(params.id, params.lessonId, body, actor)),
      lessonLimits,
    ),
  );

  router.patch(
    routes.setLessonPreview.path,
    signedIn,
    endpoint(
      { params: lessonParams, body: previewBody, query: noQuery },
      async ({ params, body, actor }) =>
        changed(
          await useCases.setLessonPreview.execute(params.id, params.lessonId, body.preview, actor),
        ),
      limits,
    ),
  );

  router.delete(
    routes.deleteLesson.path,
    signedIn,
    endpoint({ params: lessonParams, ...none }, async ({ params, actor }) =>
      changed(await useCases.deleteLesson.execute(params.id, params.lessonId, actor)),
    ),
  );

  return router;
}
