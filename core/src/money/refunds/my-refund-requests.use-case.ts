import { requireUser } from '../../accounts/access';
import type { Actor } from '../../shared/actor';
import type { MoneyDeps } from '../money-deps';
import type { RefundRequest } from '../refund-request';

/** The student's own refund requests, newest first, with the admins' decisions. */
export class ListMyRefundRequests {
  constructor(private readonly deps: MoneyDeps) {}

  async execute(actor: Actor | null): Promise<RefundRequest[]> {
    const student = await requireUser(this.deps.users, actor);
    return this.deps.money.refundRequestsOf(student.id);
  }
}
