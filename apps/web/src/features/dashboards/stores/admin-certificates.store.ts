import { action, makeObservable, observable, runInAction } from 'mobx';
import type { CertificateEntry, CertificatesApi } from '../api/certificates-api';
import { PagedListStore } from './paged-list.store';

/** The admins' certificates, newest first, found by code or e-mail, and their revocation. */
export class AdminCertificatesStore extends PagedListStore<CertificateEntry> {
  search = '';
  private asked = 0;

  constructor(private readonly api: CertificatesApi) {
    super();
    makeObservable<this, 'asked'>(this, {
      search: observable,
      asked: false,
      find: action,
      revoke: action,
    });
  }

  protected fetchPage(page: number) {
    return this.api.listAll(page, this.search);
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

  async revoke(id: string, reason: string): Promise<void> {
    const revoked = await this.api.revoke(id, reason);
    runInAction(() => {
      if (this.items.has(id)) this.items.set(id, revoked);
    });
  }
}
