import { requireAdmin } from '../accounts/access';
import type { Actor } from '../shared/actor';
import type { Page, PageRequest } from '../shared/ports';
import type { MoneyDeps } from './money-deps';
import type { PaymentRecord, PaymentSearch } from './money.repository.port';

/** Admin: every payment, newest first, searchable by student, course, transaction and dates. */
export class ListAllPayments {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(
    search: PaymentSearch,
    page: PageRequest,
    actor: Actor | null,
  ): Promise<Page<PaymentRecord>> {
    await requireAdmin(this.deps.users, actor);
    return this.deps.money.searchPayments(search, page);
  }
}
