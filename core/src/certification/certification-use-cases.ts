import type { CourseCompletedHook } from '../learning/course-completion';
import type { CertificationDependencies } from './certification-dependencies';
import {
  GetCertificate,
  ListMyCertificates,
  RenderCertificatePdf,
} from './holder-certificates/holder-certificates.use-cases';
import { IssueCertificate } from './issue-certificate/issue-certificate';
import { GetIssuerKeys } from './issuer-keys/get-issuer-keys.use-case';
import { ListCertificates } from './list-certificates/list-certificates.use-case';
import { RevokeCertificate } from './revoke-certificate/revoke-certificate.use-case';
import { GetStatusList } from './status-list/get-status-list.use-case';
import { VerifyCertificate } from './verify-certificate/verify-certificate.use-case';

/**
 * Certificates of completion. `onCourseCompleted` is the hook the composition root hands to
 * `createUseCases`, so a certificate is issued in the transaction that completes a course.
 * A refund revokes with `revokeEnrollmentCertificate` inside its own transaction.
 */
export function createCertificationUseCases(deps: CertificationDependencies) {
  const issueCertificate = new IssueCertificate(deps);
  const onCourseCompleted: CourseCompletedHook = async (completion, repositories) => {
    await issueCertificate.execute(completion, repositories);
  };
  return {
    /** Whom the certificates name as issuer: its DID, name and public URL. */
    issuer: deps.issuer,
    onCourseCompleted,
    listMyCertificates: new ListMyCertificates(deps),
    getCertificate: new GetCertificate(deps),
    renderCertificatePdf: new RenderCertificatePdf(deps),
    verifyCertificate: new VerifyCertificate(deps),
    listCertificates: new ListCertificates(deps),
    revokeCertificate: new RevokeCertificate(deps),
    getStatusList: new GetStatusList(deps),
    getIssuerKeys: new GetIssuerKeys(deps),
  };
}

export type CertificationUseCases = ReturnType<typeof createCertificationUseCases>;
