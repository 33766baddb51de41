import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { REVOCATION_REASON_MAX_LENGTH } from '../../shared/input-rules';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { Certificate } from '../certificate.entity';
import { revokeIn } from './revoke-certificate';

export interface RevokeCertificateInput {
  certificateId: string;
  reason: string;
}

/**
 * An admin revokes a certificate, giving a reason: from then on its verify page and the
 * status list say revoked. Revoking twice is refused (409) and keeps the first reason.
 */
export class RevokeCertificate {
  constructor(
    private readonly deps: { users: UserRepository; unitOfWork: UnitOfWork; clock: Clock },
  ) {}

  async execute(input: RevokeCertificateInput, actor: Actor | null): Promise<Certificate> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = input.reason.trim();
    if (reason === '' || reason.length > REVOCATION_REASON_MAX_LENGTH) {
      throw new ValidationError({
        reason: `Give a reason of 1 to ${REVOCATION_REASON_MAX_LENGTH} characters`,
      });
    }
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const certificate = await repositories.certificates.findById(input.certificateId);
      if (!certificate) throw new NotFoundError('certificate');
      await revokeIn(repositories, certificate, {
        reason,
        actorId: admin.id,
        at: this.deps.clock.now(),
      });
      return certificate;
    });
  }
}
