import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import type { Certificate } from '../certificate.entity';
import { CertificateRevokedError } from '../certificate.errors';
import type { CertificateRepository } from '../certificate.repository.port';
import type { CertificatePdfRenderer } from '../certificate-pdf.port';
import { verifyPageUrl, type CertificateIssuer } from '../certificate-issuer';
import { readableCertificate } from './readable-certificate';

interface HolderDeps {
  users: UserRepository;
  certificates: CertificateRepository;
}

/** The signed-in student's certificates, newest first. */
export class ListMyCertificates {
  constructor(private readonly deps: HolderDeps) {}

  async execute(actor: Actor | null): Promise<Certificate[]> {
    const user = await requireUser(this.deps.users, actor);
    return this.deps.certificates.listOfHolder(user.email);
  }
}

/** One certificate with its signed credential, for its holder (or an admin). */
export class GetCertificate {
  constructor(private readonly deps: HolderDeps) {}

  execute(id: string, actor: Actor | null): Promise<Certificate> {
    return readableCertificate(this.deps, id, actor);
  }
}

/**
 * The printable certificate, with a QR code of its verify page, for its holder (or an admin);
 * never once revoked.
 */
export class RenderCertificatePdf {
  constructor(
    private readonly deps: HolderDeps & { pdf: CertificatePdfRenderer; issuer: CertificateIssuer },
  ) {}

  async execute(id: string, actor: Actor | null): Promise<{ fileName: string; pdf: Uint8Array }> {
    const readable = await readableCertificate(this.deps, id, actor);
    if (readable.isRevoked) throw new CertificateRevokedError();
    const certificate = readable.toProps();
    const pdf = await this.deps.pdf.render({
      studentName: certificate.studentName,
      courseName: certificate.courseName,
      instructorName: certificate.instructorName,
      completedAt: certificate.completedAt,
      code: certificate.code,
      issuerName: this.deps.issuer.name,
      verifyUrl: verifyPageUrl(this.deps.issuer, certificate.id),
    });
    return { fileName: `certificate-${certificate.code}.pdf`, pdf };
  }
}
