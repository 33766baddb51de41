import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { EarningsWire } from '@classroom/http-contract';
import type { MoneyApi, NewPayout, PayoutEntry, PayoutFilters } from '../api/money-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/** The admins' payouts list: of one instructor (undefined: every one), searched and sorted. */
export type AdminPayoutFilters = PayoutFilters & { instructorId?: string };

/** The admins' payouts page: one instructor's balance, recording a payout, the history. */
export class AdminPayoutsStore extends FilteredListStore<PayoutEntry, AdminPayoutFilters> {
  earnings: EarningsWire | null = null;

  constructor(private readonly api: MoneyApi) {
    super({});
    makeObservable(this, { earnings: observableRef, choose: action, record: action });
  }

  /** The instructor chosen; undefined shows every instructor's payouts. */
  get instructorId(): string | undefined {
    return this.filters.instructorId;
  }

  protected fetchPage(page: number) {
    return this.api.payouts(page, this.filters);
  }

  async choose(instructorId: string | undefined): Promise<void> {
    this.earnings = null;
    const [earnings] = await Promise.all([
      instructorId ? this.api.earningsOf(instructorId) : Promise.resolve(null),
      this.filter({ instructorId }),
    ]);
    runInAction(() => {
      if (this.instructorId === instructorId) this.earnings = earnings;
    });
  }

  /** Records a payout for the chosen instructor, then shows their new balance and history. */
  async record(payout: Omit<NewPayout, 'instructorId'>): Promise<void> {
    const instructorId = this.instructorId;
    if (!instructorId) throw new Error('Choose an instructor first');
    await this.api.recordPayout({ ...payout, instructorId });
    await this.choose(instructorId);
  }
}

/** The instructor's own payouts, searched and sorted. */
export class MyPayoutsStore extends FilteredListStore<PayoutEntry, PayoutFilters> {
  constructor(private readonly api: MoneyApi) {
    super({});
  }

  protected fetchPage(page: number) {
    return this.api.myPayouts(page, this.filters);
  }
}
