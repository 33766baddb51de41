import { certificateParams, noQuery, routes, verificationParams } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
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
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.myCertificates.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => {
      const certificates = await certification.listMyCertificates.execute(actor);
      return { body: certificates.map((certificate) => presentCertificate(certificate, issuer)) };
    }),
  );

  router.get(
    routes.getCertificate.path,
    signedIn,
    endpoint({ params: certificateParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentCertificateDetails(
        await certification.getCertificate.execute(params.id, actor),
        issuer,
      ),
    })),
  );

  router.get(
    routes.certificatePdf.path,
    signedIn,
    endpoint({ params: certificateParams, query: noQuery }, async ({ params, actor }, ctx) => {
      const { fileName, pdf } = await certification.renderCertificatePdf.execute(params.id, actor);
      ctx.type = 'application/pdf';
      ctx.attachment(fileName);
      return { body: Buffer.from(pdf) };
    }),
  );

  router.get(
    routes.verifyCertificate.path,
    endpoint({ params: verificationParams, query: noQuery }, async ({ params }) => ({
      body: presentVerification(await certification.verifyCertificate.execute(params.id), issuer),
    })),
  );

  return router;
}
