import { platformEndpoints as endpoints } from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../lib/api-client';
import type { PublicConfig } from '../lib/wire';

/** The product's name: the school's, until the server names the school (SCHOOL_NAME). */
export const DEFAULT_SCHOOL_NAME = 'GS Classroom';

/** The configuration as known: without the refund policy when the server could not say. */
type KnownConfig = Omit<PublicConfig, 'refunds'> & Partial<Pick<PublicConfig, 'refunds'>>;

const fallback: KnownConfig = {
  payments: { mode: 'test' },
  googleEnabled: false,
  schoolName: DEFAULT_SCHOOL_NAME,
};

/**
 * What the server tells every visitor: payment mode, which sign-in providers work, the
 * school's name and the refund window.
 */
export class ConfigStore {
  config: KnownConfig | null = null;
  /** The server itself said it runs the local test card processor (never the fallback). */
  testMode = false;
  private pending: Promise<KnownConfig> | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ConfigStore, 'api' | 'pending'>(
      this,
      { api: false, pending: false },
      { autoBind: true },
    );
  }

  get isLoaded(): boolean {
    return this.config !== null;
  }

  /** The school's name for titles: the product's until the server has said. */
  get schoolName(): string {
    return this.config?.schoolName ?? DEFAULT_SCHOOL_NAME;
  }

  get googleEnabled(): boolean {
    return this.config?.googleEnabled ?? false;
  }

  /** Days after paying during which a refund may be asked for; null until the server says. */
  get refundWindowDays(): number | null {
    return this.config?.refunds?.windowDays ?? null;
  }

  get stripePublishableKey(): string | null {
    const payments = this.config?.payments;
    return payments?.mode === 'stripe' && payments.publishableKey ? payments.publishableKey : null;
  }

  /** Loads once; later callers share the same answer. */
  load(): Promise<KnownConfig> {
    this.pending ??= this.api
      // Read as sent, not parsed: a partial answer keeps what it says (see KnownConfig).
      .get<PublicConfig>(endpoints.config.path)
      .then((config) => {
        runInAction(() => {
          this.testMode = config.payments.mode === 'test';
        });
        return config;
      })
      .catch(() => fallback)
      .then((config) => {
        runInAction(() => {
          this.config = config;
        });
        return config;
      });
    return this.pending;
  }
}
