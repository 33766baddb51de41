import { reviewsEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { pageFields } from '../../presenters/page.presenter';
import { presentReview } from '../../presenters/review.presenter';
import type { RouteDeps } from '../route-deps';

/**
 * Students' reviews: anyone who sees the course reads its visible reviews; an enrolled student
 * with a completed lesson writes one and edits it; the course's instructor replies once; an
 * admin hides one with a reason; signed-in people mark others' helpful. Each use case checks
 * its role.
 */
export function reviewsRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.courseReviews, async ({ params, query, actor }) => {
    const page = await useCases.listCourseReviews.execute(params.id, query, actor);
    return { body: { reviews: page.items.map(presentReview), ...pageFields(page, page.limit) } };
  });

  register(router, endpoints.myReview, async ({ params, actor }) => {
    const standing = await useCases.getReviewStanding.execute(params.id, actor);
    return {
      body: { ...standing, review: standing.review ? presentReview(standing.review) : null },
    };
  });

  register(router, endpoints.postReview, async ({ params, body, actor }) => ({
    body: presentReview(await useCases.postReview.execute(params.id, body, actor)),
  }));

  register(router, endpoints.editReview, async ({ params, body, actor }) => ({
    body: presentReview(await useCases.editReview.execute(params.id, body, actor)),
  }));

  register(router, endpoints.replyToReview, async ({ params, body, actor }) => ({
    body: presentReview(await useCases.replyToReview.execute(params.id, body, actor)),
  }));

  register(router, endpoints.hideReview, async ({ params, body, actor }) => ({
    body: presentReview(await useCases.hideReview.execute(params.id, body, actor)),
  }));

  register(router, endpoints.markReviewHelpful, async ({ params, actor }) => ({
    body: await useCases.markReviewHelpful.execute(params.id, actor),
  }));

  return router.koa;
}
