import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadStatus } from '../../../stores/load-status';
import type { RootStore } from '../../../stores/root.store';
import { httpEarnedCertificate, type EarnedCertificateLookup } from '../api/earned-certificate-api';

/**
 * The certificate a finished course earned (its certificate field is Yes): the finish screen
 * says so and links to it. Unknown while it is read, or should the read fail.
 */
export class EarnedCertificateStore {
  courseId = '';
  certificateId: string | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly lookup: EarnedCertificateLookup) {
    makeAutoObservable<this, 'lookup'>(this, { lookup: false }, { autoBind: true });
  }

  async load(courseId: string): Promise<void> {
    this.courseId = courseId;
    this.certificateId = null;
    this.status = 'loading';
    try {
      const id = await this.lookup(courseId);
      runInAction(() => {
        if (this.courseId !== courseId) return;
        this.certificateId = id;
        this.status = 'ready';
      });
    } catch {
      // The finish screen then offers the list of certificates, as it does without one.
      runInAction(() => {
        if (this.courseId === courseId) this.status = 'failed';
      });
    }
  }
}

export function createEarnedCertificateStore(root: RootStore): EarnedCertificateStore {
  return new EarnedCertificateStore(httpEarnedCertificate(root.api));
}
