import {
  emptyBody,
  hideReviewBody,
  noQuery,
  replyBody,
  reviewBody,
  reviewCourseParams,
  reviewParams,
  reviewsQuery,
  routes,
  type HelpfulWire,
  type ReviewStandingWire,
  type ReviewsPageWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
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
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const anyone = authenticate(deps.authenticate, 'optional');

  router.get(
    routes.courseReviews.path,
    anyone,
    endpoint(
      { params: reviewCourseParams, query: reviewsQuery },
      async ({ params, query, actor }) => {
        const page = await useCases.listCourseReviews.execute(params.id, query, actor);
        const body: ReviewsPageWire = {
          reviews: page.items.map(presentReview),
          ...pageFields(page, page.limit),
        };
        return { body, total: page.total };
      },
    ),
  );

  router.get(
    routes.myReview.path,
    signedIn,
    endpoint({ params: reviewCourseParams, query: noQuery }, async ({ params, actor }) => {
      const standing = await useCases.getReviewStanding.execute(params.id, actor);
      const body: ReviewStandingWire = {
        ...standing,
        review: standing.review ? presentReview(standing.review) : null,
      };
      return { body };
    }),
  );

  router.post(
    routes.postReview.path,
    signedIn,
    endpoint(
      { params: reviewCourseParams, body: reviewBody, query: noQuery },
      async ({ params, body, actor }) => ({
        status: 201,
        body: presentReview(await useCases.postReview.execute(params.id, body, actor)),
      }),
    ),
  );

  router.patch(
    routes.editReview.path,
    signedIn,
    endpoint(
      { params: reviewParams, body: reviewBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentReview(await useCases.editReview.execute(params.id, body, actor)),
      }),
    ),
  );

  router.post(
    routes.replyToReview.path,
    signedIn,
    endpoint(
      { params: reviewParams, body: replyBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentReview(await useCases.replyToReview.execute(params.id, body, actor)),
      }),
    ),
  );

  router.post(
    routes.hideReview.path,
    signedIn,
    endpoint(
      { params: reviewParams, body: hideReviewBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentReview(await useCases.hideReview.execute(params.id, body, actor)),
      }),
    ),
  );

  router.post(
    routes.markReviewHelpful.path,
    signedIn,
    endpoint(
      { params: reviewParams, body: emptyBody, query: noQuery },
      async ({ params, actor }) => ({
        body: (await useCases.markReviewHelpful.execute(params.id, actor)) satisfies HelpfulWire,
      }),
    ),
  );

  return router;
}
