import {
  MONEY_PAGE_SIZE,
  adminPaymentsQuery,
  feeAdjustmentBody,
  idParams,
  noQuery,
  payoutBody,
  myPayoutsQuery,
  payoutsQuery,
  revenueQuery,
  routes,
  statementQuery,
  type AdminPaymentsPageWire,
  type MyPayoutsQuery,
  type PayoutsPageWire,
  type StatementWire,
} from '@classroom/http-contract';
import type { Actor } from '@classroom/core';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import {
  presentAdminPayment,
  presentEarnings,
  presentLedgerEntry,
  presentRevenue,
  presentStatementRow,
  statementCsv,
} from '../../presenters/money.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

const DEFAULT_DAYS = 30;
const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

/** Earnings, revenue and payouts: the instructor's own, the admins' for the whole school. */
export function earningsRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.earnings.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: presentEarnings(await useCases.getEarnings.execute(actor)),
    })),
  );

  router.get(
    routes.adminEarnings.path,
    signedIn,
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentEarnings(await useCases.getEarnings.execute(actor, params.id)),
    })),
  );

  router.get(
    routes.earningsRevenue.path,
    signedIn,
    endpoint({ query: revenueQuery }, async ({ query, actor }) => ({
      body: presentRevenue(
        await useCases.getEarningsRevenue.execute(
          { courseId: query.courseId, from: date(query.from), days: query.days ?? DEFAULT_DAYS },
          actor,
        ),
      ),
    })),
  );

  router.get(
    routes.adminRevenue.path,
    signedIn,
    endpoint({ query: revenueQuery }, async ({ query, actor }) => ({
      body: presentRevenue(
        await useCases.getRevenue.execute(
          { courseId: query.courseId, from: date(query.from), days: query.days ?? DEFAULT_DAYS },
          actor,
        ),
      ),
    })),
  );

  router.get(
    routes.earningsStatement.path,
    signedIn,
    endpoint({ query: statementQuery }, async ({ query, actor }, ctx) => {
      const rows = (
        await useCases.getEarningsStatement.execute(
          { from: date(query.from), to: date(query.to) },
          actor,
        )
      ).map(presentStatementRow);
      if (query.format !== 'csv') return { body: { rows } satisfies StatementWire };
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', 'attachment; filename="earnings-statement.csv"');
      return { body: statementCsv(rows) };
    }),
  );

  router.get(
    routes.adminPayments.path,
    signedIn,
    endpoint({ query: adminPaymentsQuery }, async ({ query, actor }) => {
      const page = await useCases.listAllPayments.execute(
        {
          student: query.student,
          courseId: query.courseId,
          transactionId: query.transactionId,
          from: date(query.from),
          to: date(query.to),
          state: query.state,
          sort: query.sort,
        },
        { page: query.page ?? 1, limit: MONEY_PAGE_SIZE },
        actor,
      );
      const body: AdminPaymentsPageWire = {
        payments: page.items.map(presentAdminPayment),
        ...pageFields(page, MONEY_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.post(
    routes.recordPayout.path,
    signedIn,
    endpoint({ body: payoutBody, query: noQuery }, async ({ body, actor }) => ({
      status: 201,
      body: presentLedgerEntry(await useCases.recordPayout.execute(body, actor)),
    })),
  );

  router.post(
    routes.recordFeeAdjustment.path,
    signedIn,
    endpoint({ body: feeAdjustmentBody, query: noQuery }, async ({ body, actor }) => ({
      status: 201,
      body: presentLedgerEntry(await useCases.recordFeeAdjustment.execute(body, actor)),
    })),
  );

  const answerPayouts = async (
    filter: { instructorId?: string; everyone: boolean },
    query: MyPayoutsQuery,
    actor: Actor | null,
  ) => {
    const page = await useCases.listPayouts.execute(
      { ...filter, text: query.q, sort: query.sort },
      { page: query.page ?? 1, limit: MONEY_PAGE_SIZE },
      actor,
    );
    const body: PayoutsPageWire = {
      payouts: page.items.map(presentLedgerEntry),
      ...pageFields(page, MONEY_PAGE_SIZE),
    };
    return { body, total: page.total };
  };

  router.get(
    routes.adminPayouts.path,
    signedIn,
    endpoint({ query: payoutsQuery }, ({ query, actor }) =>
      answerPayouts({ instructorId: query.instructorId, everyone: true }, query, actor),
    ),
  );

  router.get(
    routes.myPayouts.path,
    signedIn,
    endpoint({ query: myPayoutsQuery }, ({ query, actor }) =>
      answerPayouts({ everyone: false }, query, actor),
    ),
  );

  return router;
}
