import {
  CERTIFICATES_PAGE_SIZE,
  adminCertificatesQuery,
  certificateParams,
  noQuery,
  revocationBody,
  routes,
  type AdminCertificatesPageWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentAdminCertificate } from '../../presenters/certificate.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

/** The admins' certificates: every one, searched, filtered and sorted, and revocation. */
export function adminCertificatesRoutes(deps: RouteDeps): Router<AppState> {
  const { certification } = deps;
  const { issuer } = certification;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminCertificates.path,
    signedIn,
    endpoint({ query: adminCertificatesQuery }, async ({ query, actor }) => {
      const page = await certification.listCertificates.execute(
        {
          search: query.search,
          state: query.state,
          sort: query.sort,
          page: query.page ?? 1,
          limit: CERTIFICATES_PAGE_SIZE,
        },
        actor,
      );
      const body: AdminCertificatesPageWire = {
        certificates: page.items.map((certificate) => presentAdminCertificate(certificate, issuer)),
        ...pageFields(page, CERTIFICATES_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.post(
    routes.revokeCertificate.path,
    signedIn,
    endpoint(
      { params: certificateParams, body: revocationBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentAdminCertificate(
          await certification.revokeCertificate.execute(
            { certificateId: params.id, reason: body.reason },
            actor,
          ),
          issuer,
        ),
      }),
    ),
  );

  return router;
}
