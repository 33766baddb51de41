import type { ApiClient } from '../lib/api-client';
import { windowNavigator, type PageNavigator } from '../lib/browser';
import { notify, type Notifier } from '../lib/notify';
import { AuthStore } from './auth.store';
import { ConfigStore } from './config.store';

export interface RootStoreOptions {
  api: ApiClient;
  navigator?: PageNavigator;
  notifier?: Notifier;
}

/**
 * The application's state. Cross-cutting stores live here; a feature creates its own stores
 * on first use with `root.feature(createXStore)`, so features never edit this file.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly navigator: PageNavigator;
  readonly notifier: Notifier;
  readonly auth: AuthStore;
  readonly config: ConfigStore;
  private readonly features = new Map<(root: RootStore) => unknown, unknown>();

  constructor(options: RootStoreOptions) {
    this.api = options.api;
    this.navigator = options.navigator ?? windowNavigator;
    this.notifier = options.notifier ?? notify;
    this.auth = new AuthStore(this.api, this.navigator, this.notifier);
    this.config = new ConfigStore(this.api);
  }

  /** One instance per root store of a feature's store, built by `factory` the first time. */
  feature<T>(factory: (root: RootStore) => T): T {
    if (!this.features.has(factory)) this.features.set(factory, factory(this));
    return this.features.get(factory) as T;
  }
}
