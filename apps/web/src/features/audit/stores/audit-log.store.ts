import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { AuditApi, AuditEntry, AuditFilter, AuditPerson } from '../api/audit-api';
import { PagedListStore } from '../../../stores/paged-list.store';

/** One page of the admins' Audit log, newest first, under the chosen filter. */
export class AuditLogStore extends PagedListStore<AuditEntry> {
  filter: AuditFilter = {};
  /** The person filter's choices. */
  people: AuditPerson[] = [];

  constructor(private readonly api: AuditApi) {
    super();
    makeObservable(this, { filter: observable, people: observable, applyFilter: actionBound });
  }

  protected fetchPage(page: number) {
    return this.api.listAudit(this.filter, page);
  }

  /** An answer to a filter changed meanwhile is stale: the newer load shows its own. */
  protected override stillWanted(): () => boolean {
    const filter = this.filter;
    return () => filter === this.filter;
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
}
