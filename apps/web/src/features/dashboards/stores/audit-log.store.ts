import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditApi, AuditEntry, AuditFilter, AuditPerson } from '../api/audit-api';
import type { LoadStatus } from './load-status';

/** One page of the admins' Audit log, newest first, under the chosen filter. */
export class AuditLogStore {
  readonly entries = new Map<string, AuditEntry>();
  status: LoadStatus = 'idle';
  filter: AuditFilter = {};
  page = 1;
  pages = 1;
  total = 0;
  /** The person filter's choices. */
  people: AuditPerson[] = [];

  constructor(private readonly api: AuditApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get rows(): AuditEntry[] {
    return [...this.entries.values()];
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    const filter = this.filter;
    try {
      const result = await this.api.listAudit(filter, page);
      runInAction(() => {
        // An answer to a filter changed meanwhile is stale: the newer load shows its own.
        if (filter !== this.filter) return;
        this.entries.clear();
        for (const entry of result.items) this.entries.set(entry.id, entry);
        this.page = result.page;
        this.pages = Math.max(1, result.pages);
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  /** Narrows the log (or widens it: undefined removes a part) and shows its first page. */
  applyFilter(change: Partial<AuditFilter>): Promise<void> {
    this.filter = { ...this.filter, ...change };
    return this.load(1);
  }

  async loadPeople(): Promise<void> {
    const people = await this.api.listAuditPeople();
    runInAction(() => {
      this.people = people;
    });
  }

  next(): Promise<void> {
    return this.page < this.pages ? this.load(this.page + 1) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.page > 1 ? this.load(this.page - 1) : Promise.resolve();
  }
}
