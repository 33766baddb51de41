import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Earnings, MoneyApi, NewPayout, PayoutEntry } from '../api/money-api';
import { PagedListStore } from './paged-list.store';

/** The admins' payouts page: one instructor's balance, recording a payout, the history. */
export class AdminPayoutsStore extends PagedListStore<PayoutEntry> {
  /** The instructor chosen; undefined shows every instructor's payouts. */
  instructorId: string | undefined = undefined;
  earnings: Earnings | null = null;
  private asked = 0;

  constructor(private readonly api: MoneyApi) {
    super();
    makeObservable<this, 'asked'>(this, {
      instructorId: observable,
      earnings: observableRef,
      asked: false,
      choose: action,
      record: action,
    });
  }

  protected fetchPage(page: number) {
    return this.api.payouts(page, this.instructorId);
  }

  protected override stillWanted(): () => boolean {
    const ask = ++this.asked;
    return () => ask === this.asked;
  }

  async choose(instructorId: string | undefined): Promise<void> {
    this.instructorId = instructorId;
    this.earnings = null;
    const [earnings] = await Promise.all([
      instructorId ? this.api.earningsOf(instructorId) : Promise.resolve(null),
      this.load(1),
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

/** The instructor's own payouts. */
export class MyPayoutsStore extends PagedListStore<PayoutEntry> {
  constructor(private readonly api: MoneyApi) {
    super();
  }

  protected fetchPage(page: number) {
    return this.api.myPayouts(page);
  }
}
