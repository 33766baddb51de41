import type { AdminPaymentEntry, MoneyApi, PaymentFilters } from '../api/money-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/** Every payment, searched, filtered and sorted on the server by student, course, id and dates. */
export class AdminPaymentsStore extends FilteredListStore<AdminPaymentEntry, PaymentFilters> {
  constructor(private readonly api: MoneyApi) {
    super({});
  }

  protected fetchPage(page: number) {
    return this.api.payments(page, this.filters);
  }
}
