import { enrollmentEndpoints as endpoints, routes } from '@classroom/http-contract';
import { readRawBody } from '@classroom/http-edge';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentEnrollment, presentPayment } from '../../presenters/enrollment.presenter';
import type { RouteDeps } from '../route-deps';

/** Paying for a course and the student's receipts and enrollments. */
export function enrollmentRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.listPayments, async ({ params, actor }) => {
    const payments = await useCases.listPayments.execute(params.email, actor);
    return { body: payments.map(presentPayment) };
  });

  register(router, endpoints.listEnrollments, async ({ params, actor }) => {
    const enrollments = await useCases.listEnrollments.execute(params.email, actor);
    return { body: enrollments.map(presentEnrollment) };
  });

  // The amount is the course's stored price; a `price` in the body is ignored.
  register(router, endpoints.createPaymentIntent, async ({ body, actor }) => {
    const checkout = await useCases.startCheckout.execute(body.courseId, actor);
    return {
      body: {
        clientSecret: checkout.clientSecret,
        intentId: checkout.intentId,
        amount: checkout.amount.dollars,
      },
    };
  });

  // A free course enrols at once; no intent is opened for a price of 0.
  register(router, endpoints.enrollForFree, async ({ body, actor }) => {
    const outcome = await useCases.enrollForFree.execute(body.courseId, actor);
    return {
      status: outcome.created ? (201 as const) : (200 as const),
      body: { enrolled: true as const },
    };
  });

  // Only the transaction id (and the course it must be for) is read: the processor says the rest.
  // 201 answers the payer's first report, though the processor's event may have recorded it.
  register(router, endpoints.recordPayment, async ({ body, actor }) => {
    const outcome = await useCases.confirmPayment.execute(
      { transactionId: body.transactionId, courseId: body.courseId },
      actor,
    );
    return {
      status: outcome.firstReport ? (201 as const) : (200 as const),
      body: { insertedId: outcome.payment.id },
    };
  });

  // The legacy "increment enrollment" call: it changes nothing, and says whether the caller
  // is enrolled (modifiedCount 1) or not (0). Enrollment happens only with a verified payment.
  register(router, endpoints.enroll, async ({ params, actor }) => {
    const enrolled = await useCases.getEnrollmentStatus.execute(params.id, actor);
    return { body: { modifiedCount: enrolled ? 1 : 0 } };
  });

  // The processor's signed notice, not in the endpoint table: the signature covers the bytes
  // as sent, so the body is read raw (up to 512kb) and checked before anything parses it,
  // where a table's endpoint always reads its body as JSON through its schema.
  router.koa.post(routes.stripeWebhook.path, async (ctx) => {
    const raw = await readRawBody(ctx, '512kb');
    const signature = ctx.get('Stripe-Signature');
    const handled = await useCases.handlePaymentEvent.execute(raw, signature);
    ctx.body = { received: true, enrolled: handled.enrolled };
  });

  return router.koa;
}
