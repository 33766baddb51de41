import {
  CERTIFICATES_PAGE_SIZE,
  certificationEndpoints as endpoints,
} from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentAdminCertificate } from '../../presenters/certificate.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

/** The admins' certificates: every one, searched, filtered and sorted, and revocation. */
export function adminCertificatesRoutes(deps: RouteDeps): Router<AppState> {
  const { certification } = deps;
  const { issuer } = certification;
  const router = new EndpointRouter(deps);

  register(router, endpoints.adminCertificates, async ({ query, actor }) => {
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
    return {
      body: {
        certificates: page.items.map((certificate) => presentAdminCertificate(certificate, issuer)),
        ...pageFields(page, CERTIFICATES_PAGE_SIZE),
      },
    };
  });

  register(router, endpoints.revokeCertificate, async ({ params, body, actor }) => ({
    body: presentAdminCertificate(
      await certification.revokeCertificate.execute(
        { certificateId: params.id, reason: body.reason },
        actor,
      ),
      issuer,
    ),
  }));

  return router.koa;
}
