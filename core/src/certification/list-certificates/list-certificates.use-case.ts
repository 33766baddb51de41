import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import type { Page, PageRequest } from '../../shared/ports';
import { tableText } from '../../shared/table-page';
import type { Certificate } from '../certificate.entity';
import type { CertificateFilter, CertificateRepository } from '../certificate.repository.port';

/**
 * Every certificate, found by part of its code, holder or course, filtered by whether it stands,
 * newest, oldest or by holder: admins only.
 */
export class ListCertificates {
  constructor(
    private readonly deps: { users: UserRepository; certificates: CertificateRepository },
  ) {}

  async execute(
    input: CertificateFilter & PageRequest,
    actor: Actor | null,
  ): Promise<Page<Certificate>> {
    await requireAdmin(this.deps.users, actor);
    const { page, limit, ...filter } = input;
    return this.deps.certificates.list(
      { ...filter, search: tableText(filter.search) },
      {
        page,
        limit,
      },
    );
  }
}
