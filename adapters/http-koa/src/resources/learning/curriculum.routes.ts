import { curriculumEndpoints as endpoints } from '@classroom/http-contract';
import type { Curriculum } from '@classroom/core';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentCurriculum } from '../../presenters/learning.presenter';
import type { RouteDeps } from '../route-deps';

/** The whole curriculum after a change, with the id of what it added. */
const changed = (curriculum: Curriculum) => ({ curriculum: presentCurriculum(curriculum) });
const added = (curriculum: Curriculum, insertedId: string) => ({
  status: 201 as const,
  body: { insertedId, ...changed(curriculum) },
});

/** The curriculum builder. Owner and admin checks live in the use cases. */
export function curriculumRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.getCurriculum, async ({ params, actor }) => ({
    body: presentCurriculum(await useCases.getCurriculum.execute(params.id, actor)),
  }));

  register(router, endpoints.reorderCurriculum, async ({ params, body, actor }) => {
    const order = body.sections.map((section) => ({
      sectionId: section._id,
      lessonIds: section.lessons,
    }));
    return { body: changed(await useCases.reorderCurriculum.execute(params.id, order, actor)) };
  });

  register(router, endpoints.addSection, async ({ params, body, actor }) => {
    const section = await useCases.addSection.execute(params.id, body.title, actor);
    return added(section.curriculum, section.sectionId);
  });

  register(router, endpoints.renameSection, async ({ params, body, actor }) => ({
    body: changed(
      await useCases.renameSection.execute(params.id, params.sectionId, body.title, actor),
    ),
  }));

  register(router, endpoints.deleteSection, async ({ params, actor }) => ({
    body: changed(await useCases.deleteSection.execute(params.id, params.sectionId, actor)),
  }));

  register(router, endpoints.addLesson, async ({ params, body, actor }) => {
    const lesson = await useCases.addLesson.execute(params.id, params.sectionId, body, actor);
    return added(lesson.curriculum, lesson.lessonId);
  });

  register(router, endpoints.reviseLesson, async ({ params, body, actor }) => ({
    body: changed(await useCases.reviseLesson.execute(params.id, params.lessonId, body, actor)),
  }));

  register(router, endpoints.setLessonPreview, async ({ params, body, actor }) => ({
    body: changed(
      await useCases.setLessonPreview.execute(params.id, params.lessonId, body.preview, actor),
    ),
  }));

  register(router, endpoints.deleteLesson, async ({ params, actor }) => ({
    body: changed(await useCases.deleteLesson.execute(params.id, params.lessonId, actor)),
  }));

  return router.koa;
}
