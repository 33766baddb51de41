import {
  checkoutBody,
  emailParams,
  emptyBody,
  idParams,
  noQuery,
  paymentBody,
  routes,
  type CheckoutWire,
  type EnrolledWire,
  type InsertedWire,
  type ModifiedWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { idempotent } from '../../middleware/idempotent';
import { readRawBody } from '@classroom/http-edge';
import { presentEnrollment, presentPayment } from '../../presenters/enrollment.presenter';
import type { RouteDeps } from '../route-deps';

/** Paying for a course and the student's receipts and enrollments. */
export function enrollmentRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const limits = { bodyLimit: deps.bodyLimit };

  router.get(
    routes.listPayments.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const payments = await useCases.listPayments.execute(params.email, actor);
      return { body: payments.map(presentPayment) };
    }),
  );

  router.get(
    routes.listEnrollments.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const enrollments = await useCases.listEnrollments.execute(params.email, actor);
      return { body: enrollments.map(presentEnrollment) };
    }),
  );

  // The amount is the course's stored price; a `price` in the body is ignored.
  router.post(
    routes.createPaymentIntent.path,
    deps.paymentLimit,
    signedIn,
    endpoint(
      { body: checkoutBody, query: noQuery },
      idempotent(deps.idempotencyKeys, 'createPaymentIntent', async ({ body, actor }) => {
        const checkout = await useCases.startCheckout.execute(body.courseId, actor);
        const answer: CheckoutWire = {
          clientSecret: checkout.clientSecret,
          intentId: checkout.intentId,
          amount: checkout.amount.dollars,
        };
        return { body: answer };
      }),
      limits,
    ),
  );

  // A free course enrols at once; no intent is opened for a price of 0.
  router.post(
    routes.enrollForFree.path,
    deps.paymentLimit,
    signedIn,
    endpoint(
      { body: checkoutBody, query: noQuery },
      async ({ body, actor }) => {
        const outcome = await useCases.enrollForFree.execute(body.courseId, actor);
        return {
          status: outcome.created ? 201 : 200,
          body: { enrolled: true } satisfies EnrolledWire,
        };
      },
      limits,
    ),
  );

  // Only the transaction id (and the course it must be for) is read: the processor says the rest.
  // 201 answers the payer's first report, though the processor's event may have recorded it.
  router.post(
    routes.recordPayment.path,
    deps.paymentLimit,
    signedIn,
    endpoint(
      { body: paymentBody, query: noQuery },
      async ({ body, actor }) => {
        const outcome = await useCases.confirmPayment.execute(
          { transactionId: body.transactionId, courseId: body.courseId },
          actor,
        );
        const answer: InsertedWire = { insertedId: outcome.payment.id };
        return { status: outcome.firstReport ? 201 : 200, body: answer };
      },
      limits,
    ),
  );

  // The legacy "increment enrollment" call: it changes nothing, and says whether the caller
  // is enrolled (modifiedCount 1) or not (0). Enrollment happens only with a verified payment.
  router.patch(
    routes.enroll.path,
    signedIn,
    endpoint({ params: idParams, body: emptyBody, query: noQuery }, async ({ params, actor }) => {
      const enrolled = await useCases.getEnrollmentStatus.execute(params.id, actor);
      return { body: { modifiedCount: enrolled ? 1 : 0 } satisfies ModifiedWire };
    }),
  );

  // The processor's signed notice; the raw body is what the signature covers.
  router.post(routes.stripeWebhook.path, async (ctx) => {
    const raw = await readRawBody(ctx, '512kb');
    const signature = ctx.get('Stripe-Signature');
    const handled = await useCases.handlePaymentEvent.execute(raw, signature);
    ctx.body = { received: true, enrolled: handled.enrolled };
  });

  return router;
}
