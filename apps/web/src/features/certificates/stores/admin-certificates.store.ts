import { action, makeObservable, observable, runInAction } from 'mobx';
import type {
  CertificateEntry,
  CertificateFilters,
  CertificatesApi,
} from '../api/certificates-api';
import { PagedListStore } from '../../../stores/paged-list.store';

/**
 * The admins' certificates, found by part of a code, holder or course, filtered valid or
 * revoked and sorted on the server, and their revocation.
 */
export class AdminCertificatesStore extends PagedListStore<CertificateEntry> {
  search = '';
  filters: CertificateFilters = {};
  private asked = 0;

  constructor(private readonly api: CertificatesApi) {
    super();
    makeObservable<this, 'asked'>(this, {
      search: observable,
      filters: observable,
      filter: action,
      asked: false,
      find: action,
      revoke: action,
    });
  }

  protected fetchPage(page: number) {
    return this.api.listAll(page, this.search, this.filters);
  }

  /** Only the answer to the latest search is shown. */
  protected override stillWanted(): () => boolean {
    const ask = ++this.asked;
    return () => ask === this.asked;
  }

  find(search: string): Promise<void> {
    this.search = search;
    return this.load(1);
  }

  /** Changes some filters and shows the first page of what matches. */
  filter(change: Partial<CertificateFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    return this.load(1);
  }

  async revoke(id: string, reason: string): Promise<void> {
    const revoked = await this.api.revoke(id, reason);
    runInAction(() => {
      if (this.items.has(id)) this.items.set(id, revoked);
    });
  }
}
