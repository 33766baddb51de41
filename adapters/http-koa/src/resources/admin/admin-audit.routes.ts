import { AUDIT_PAGE_SIZE } from '@classroom/core';
import { auditQuery, noQuery, routes, type AuditPageWire } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentAuditEntry, presentAuditPeople } from '../../presenters/audit.presenter';
import type { RouteDeps } from '../route-deps';
import { pageFields } from '../../presenters/page.presenter';

/** The admins' Audit log: who decided or changed what, newest first, and who appears in it. */
export function adminAuditRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminAudit.path,
    signedIn,
    endpoint({ query: auditQuery }, async ({ query, actor }) => {
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
      const body: AuditPageWire = {
        entries: page.items.map(presentAuditEntry),
        ...pageFields(page, AUDIT_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.get(
    routes.adminAuditPeople.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: presentAuditPeople(await useCases.listAuditPeople.execute(actor)),
    })),
  );

  return router;
}
