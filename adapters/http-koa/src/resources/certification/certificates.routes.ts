import { certificationEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import {
  presentCertificate,
  presentCertificateDetails,
  presentVerification,
} from '../../presenters/certificate.presenter';
import type { RouteDeps } from '../route-deps';

/** The holder's certificates (list, credential, PDF) and the public check anyone may run. */
export function certificatesRoutes(deps: RouteDeps): Router<AppState> {
  const { certification } = deps;
  const { issuer } = certification;
  const router = new EndpointRouter(deps);

  register(router, endpoints.myCertificates, async ({ actor }) => {
    const certificates = await certification.listMyCertificates.execute(actor);
    return { body: certificates.map((certificate) => presentCertificate(certificate, issuer)) };
  });

  register(router, endpoints.getCertificate, async ({ params, actor }) => ({
    body: presentCertificateDetails(
      await certification.getCertificate.execute(params.id, actor),
      issuer,
    ),
  }));

  register(router, endpoints.certificatePdf, async ({ params, actor }) => {
    const { fileName, pdf } = await certification.renderCertificatePdf.execute(params.id, actor);
    return { file: { content: pdf, name: fileName } };
  });

  register(router, endpoints.verifyCertificate, async ({ params }) => ({
    body: presentVerification(await certification.verifyCertificate.execute(params.id), issuer),
  }));

  return router.koa;
}
