import { AUDIT_PAGE_SIZE } from '@classroom/core';
import { adminEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentAuditEntry, presentAuditPeople } from '../../presenters/audit.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

/** The admins' Audit log: who decided or changed what, newest first, and who appears in it. */
export function adminAuditRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.adminAudit, async ({ query, actor }) => {
    const page = await useCases.listAuditLog.execute(
      {
        personId: query.person,
        kind: query.kind,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
        text: query.q,
        sort: query.sort,
        page: query.page,
      },
      actor,
    );
    return {
      body: { entries: page.items.map(presentAuditEntry), ...pageFields(page, AUDIT_PAGE_SIZE) },
    };
  });

  register(router, endpoints.adminAuditPeople, async ({ actor }) => ({
    body: presentAuditPeople(await useCases.listAuditPeople.execute(actor)),
  }));

  return router.koa;
}
