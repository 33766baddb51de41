import { action, makeObservable, observableRef } from 'mobx';
import type { AdminPaymentEntry, MoneyApi, PaymentFilters } from '../api/money-api';
import { PagedListStore } from './paged-list.store';

/** Every payment, newest first, searched on the server by student, course, id and dates. */
export class AdminPaymentsStore extends PagedListStore<AdminPaymentEntry> {
  filters: PaymentFilters = {};
  private asked = 0;

  constructor(private readonly api: MoneyApi) {
    super();
    makeObservable<this, 'asked'>(this, { filters: observableRef, asked: false, find: action });
  }

  protected fetchPage(page: number) {
    return this.api.payments(page, this.filters);
  }

  /** Only the answer to the latest search is shown. */
  protected override stillWanted(): () => boolean {
    const ask = ++this.asked;
    return () => ask === this.asked;
  }

  /** Changes some filters and shows the first page of what matches. */
  find(change: Partial<PaymentFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    return this.load(1);
  }
}
