import { endpoints, type VerificationWire } from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../../lib/api-error';
import type { ApiClient } from '../../../lib/api-client';
import type { LoadStatus } from '../../../stores/load-status';

/** The check's read; once ready, the certificate's verification, or null when none has the id. */
export type VerificationState =
  | { status: Extract<LoadStatus, 'loading' | 'failed'> }
  | { status: Extract<LoadStatus, 'ready'>; verification: VerificationWire | null };

/** The public check of one certificate, as the verify page shows it. */
export class VerificationStore {
  state: VerificationState = { status: 'loading' };
  private asked = '';

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api' | 'asked'>(
      this,
      { api: false, asked: false },
      { autoBind: true },
    );
  }

  async check(idOrCode: string): Promise<void> {
    this.asked = idOrCode;
    this.state = { status: 'loading' };
    try {
      const verification = await this.api.call(endpoints.verifyCertificate, {
        params: { id: idOrCode },
      });
      runInAction(() => {
        if (this.asked === idOrCode) this.state = { status: 'ready', verification };
      });
    } catch (error) {
      // A malformed id is as unknown as a well-formed one nobody holds.
      const unknown = isApiError(error) && (error.status === 404 || error.status === 400);
      runInAction(() => {
        if (this.asked !== idOrCode) return;
        this.state = unknown ? { status: 'ready', verification: null } : { status: 'failed' };
      });
    }
  }
}
