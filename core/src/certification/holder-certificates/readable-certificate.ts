import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Certificate } from '../certificate.entity';
import type { CertificateRepository } from '../certificate.repository.port';

/** The holder's certificate, or any for an admin; anyone else is told there is none. */
export async function readableCertificate(
  deps: { users: UserRepository; certificates: CertificateRepository },
  id: string,
  actor: Actor | null,
): Promise<Certificate> {
  const user = await requireUser(deps.users, actor);
  const certificate = await deps.certificates.findById(id);
  if (!certificate || (certificate.email !== user.email && !user.isAdmin)) {
    throw new NotFoundError('certificate');
  }
  return certificate;
}
