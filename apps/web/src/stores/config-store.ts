import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../lib/api-client';
import type { PublicConfig } from '../lib/wire';

const fallback: PublicConfig = { payments: { mode: 'test' }, googleEnabled: false };

/** What the server tells every visitor: payment mode and which sign-in providers work. */
export class ConfigStore {
  config: PublicConfig | null = null;
  /** The server itself said it runs the local test card processor (never the fallback). */
  testMode = false;
  private pending: Promise<PublicConfig> | null = null;

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

  get googleEnabled(): boolean {
    return this.config?.googleEnabled ?? false;
  }

  get stripePublishableKey(): string | null {
    const payments = this.config?.payments;
    return payments?.mode === 'stripe' && payments.publishableKey ? payments.publishableKey : null;
  }

  /** Loads once; later callers share the same answer. */
  load(): Promise<PublicConfig> {
    this.pending ??= this.api
      .get<PublicConfig>('/api/v1/config')
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
