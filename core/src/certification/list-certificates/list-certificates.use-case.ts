import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import type { Page, PageRequest } from '../../shared/ports';
import type { Certificate } from '../certificate.entity';
import type { CertificateFilter, CertificateRepository } from '../certificate.repository.port';

/** Every certificate, newest first, found by code or holder's e-mail: admins only. */
export class ListCertificates {
  constructor(
    private readonly deps: { users: UserRepository; certificates: CertificateRepository },
  ) {}

  async execute(
    input: CertificateFilter & PageRequest,
    actor: Actor | null,
  ): Promise<Page<Certificate>> {
    await requireAdmin(this.deps.users, actor);
    const search = input.search?.trim();
    return this.deps.certificates.list(search ? { search } : {}, {
      page: input.page,
      limit: input.limit,
    });
  }
}
