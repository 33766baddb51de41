import { action, makeObservable, observable, runInAction } from 'mobx';
import type { RefundPolicyWire } from '@classroom/http-contract';
import type { MoneyApi, RefundQueueEntry, RefundQueueFilters } from '../api/money-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/**
 * The admins' refund queue, searched, filtered and sorted on the server (pending first unless
 * asked otherwise), its decisions and the auto-approval switch.
 */
export class RefundQueueStore extends FilteredListStore<RefundQueueEntry, RefundQueueFilters> {
  policy: RefundPolicyWire | null = null;

  constructor(private readonly api: MoneyApi) {
    super({ pendingFirst: true });
    makeObservable(this, {
      policy: observable,
      loadPolicy: action,
      setAutoApprove: action,
      approve: action,
      decline: action,
    });
  }

  protected fetchPage(page: number) {
    return this.api.refundQueue(page, this.filters);
  }

  async loadPolicy(): Promise<void> {
    const policy = await this.api.refundSettings();
    runInAction(() => {
      this.policy = policy;
    });
  }

  async setAutoApprove(autoApprove: boolean): Promise<void> {
    const policy = await this.api.saveRefundSettings(autoApprove);
    runInAction(() => {
      this.policy = policy;
    });
  }

  async approve(id: string): Promise<void> {
    const decided = await this.api.approveRefund(id);
    this.replace(id, (row) => ({ ...row, ...decided }));
  }

  async decline(id: string, reason: string): Promise<void> {
    const decided = await this.api.declineRefund(id, reason);
    this.replace(id, (row) => ({ ...row, ...decided }));
  }
}
