import {
  MONEY_PAGE_SIZE,
  moneyEndpoints as endpoints,
  type MyPayoutsQuery,
} from '@classroom/http-contract';
import type { Actor } from '@classroom/core';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
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
  const router = new EndpointRouter(deps);

  register(router, endpoints.earnings, async ({ actor }) => ({
    body: presentEarnings(await useCases.getEarnings.execute(actor)),
  }));

  register(router, endpoints.adminEarnings, async ({ params, actor }) => ({
    body: presentEarnings(await useCases.getEarnings.execute(actor, params.id)),
  }));

  register(router, endpoints.earningsRevenue, async ({ query, actor }) => ({
    body: presentRevenue(
      await useCases.getEarningsRevenue.execute(
        { courseId: query.courseId, from: date(query.from), days: query.days ?? DEFAULT_DAYS },
        actor,
      ),
    ),
  }));

  register(router, endpoints.adminRevenue, async ({ query, actor }) => ({
    body: presentRevenue(
      await useCases.getRevenue.execute(
        { courseId: query.courseId, from: date(query.from), days: query.days ?? DEFAULT_DAYS },
        actor,
      ),
    ),
  }));

  register(router, endpoints.earningsStatement, async ({ query, actor }) => {
    const rows = (
      await useCases.getEarningsStatement.execute(
        { from: date(query.from), to: date(query.to) },
        actor,
      )
    ).map(presentStatementRow);
    return query.format === 'csv' ? { csv: statementCsv(rows) } : { body: { rows } };
  });

  register(router, endpoints.adminPayments, async ({ query, actor }) => {
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
    return {
      body: {
        payments: page.items.map(presentAdminPayment),
        ...pageFields(page, MONEY_PAGE_SIZE),
      },
    };
  });

  register(router, endpoints.recordPayout, async ({ body, actor }) => ({
    body: presentLedgerEntry(await useCases.recordPayout.execute(body, actor)),
  }));

  register(router, endpoints.recordFeeAdjustment, async ({ body, actor }) => ({
    body: presentLedgerEntry(await useCases.recordFeeAdjustment.execute(body, actor)),
  }));

  const payoutsPage = async (
    filter: { instructorId?: string; everyone: boolean },
    query: MyPayoutsQuery,
    actor: Actor,
  ) => {
    const page = await useCases.listPayouts.execute(
      { ...filter, text: query.q, sort: query.sort },
      { page: query.page ?? 1, limit: MONEY_PAGE_SIZE },
      actor,
    );
    return {
      body: { payouts: page.items.map(presentLedgerEntry), ...pageFields(page, MONEY_PAGE_SIZE) },
    };
  };

  register(router, endpoints.adminPayouts, ({ query, actor }) =>
    payoutsPage({ instructorId: query.instructorId, everyone: true }, query, actor),
  );

  register(router, endpoints.myPayouts, ({ query, actor }) =>
    payoutsPage({ everyone: false }, query, actor),
  );

  return router.koa;
}
