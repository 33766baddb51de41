import { makeAutoObservable, runInAction } from 'mobx';
import type { CertificateEntry, CertificatesApi } from '../api/certificates-api';
import type { LoadStatus } from '../../../stores/load-status';

/** The student's certificates, newest first. */
export class StudentCertificatesStore {
  list: CertificateEntry[] = [];
  status: LoadStatus = 'idle';

  constructor(private readonly api: CertificatesApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const list = await this.api.listMine();
      runInAction(() => {
        this.list = list;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  pdfUrl(id: string): string {
    return this.api.pdfUrl(id);
  }

  credential(id: string) {
    return this.api.credential(id);
  }
}
