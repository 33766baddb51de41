import {
  hrefOf,
  usersEndpoints,
  type SessionWire,
  type SignedOutWire,
} from '@classroom/http-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../lib/api-client';
import type { PageNavigator } from '../lib/browser';
import { notify, notifyAfterReload, type Notifier } from '../lib/notify';
import type { SessionUser, UserRecord } from '../lib/wire';
import type { LoadStatus } from './load-status';

export const SIGNED_OUT = 'Sign Out Successfully.';

/** The session's read; one that cannot be read is no session, so it never fails. */
export type AuthStatus = Exclude<LoadStatus, 'failed'>;
export type SignInScreen = 'login' | 'register';

const SITE = 'http://site.invalid';

/**
 * Only in-site paths may be used as a place to come back to, judged after the URL parser
 * normalised them (`/.//x` must not become `//x`). The server checks again.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  try {
    const url = new URL(path, SITE);
    const normal = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === SITE && !normal.startsWith('//') ? normal : '/';
  } catch {
    return '/';
  }
}

/** Who is signed in: the identity session and the product's own user record. */
export class AuthStore {
  status: AuthStatus = 'idle';
  session: SessionUser | null = null;
  record: UserRecord | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly navigator: PageNavigator,
    private readonly notifier: Notifier = notify,
  ) {
    makeAutoObservable<AuthStore, 'api' | 'navigator' | 'notifier'>(
      this,
      { api: false, navigator: false, notifier: false },
      { autoBind: true },
    );
    // A 401 anywhere means the session is gone: forget the user once, here.
    api.onUnauthorized(() => this.forget());
  }

  get isLoading(): boolean {
    return this.status !== 'ready';
  }

  get isSignedIn(): boolean {
    return this.session !== null;
  }

  get user(): SessionUser | null {
    return this.session;
  }

  get isAdmin(): boolean {
    return this.record?.role === 'admin';
  }

  get isInstructor(): boolean {
    return this.record?.status === 'approved';
  }

  get displayName(): string {
    return this.record?.displayName || this.session?.displayName || '';
  }

  get photoURL(): string {
    return this.record?.photoURL || this.session?.photoURL || '';
  }

  /**
   * Reads the session, then the user's record (role and instructor status). `onSession` hears
   * who is signed in as soon as the session is read, so a page's data can load alongside the
   * record.
   */
  async load(onSession?: (user: SessionUser | null) => void): Promise<void> {
    this.status = 'loading';
    try {
      const { user } = await this.api.get<SessionWire>('/auth/session');
      onSession?.(user);
      const record = user ? await this.fetchRecord(user.email) : null;
      runInAction(() => {
        this.session = user;
        this.record = record;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.session = null;
        this.record = null;
        this.status = 'ready';
      });
    }
  }

  /** After an application or a promotion the record changes on the server. */
  async refreshRecord(): Promise<void> {
    const email = this.session?.email;
    if (!email) return;
    const record = await this.fetchRecord(email);
    runInAction(() => {
      this.record = record;
    });
  }

  signInUrl(
    screen: SignInScreen,
    returnTo: string,
    provider: 'email' | 'google' = 'email',
  ): string {
    return this.api.url('/auth/login', {
      provider,
      screen: provider === 'email' ? screen : undefined,
      returnTo: safeReturnPath(returnTo),
    });
  }

  signIn(returnTo: string): void {
    this.navigator.assign(this.signInUrl('login', returnTo));
  }

  signUp(returnTo: string): void {
    this.navigator.assign(this.signInUrl('register', returnTo));
  }

  signInWithGoogle(returnTo: string): void {
    this.navigator.assign(this.signInUrl('login', returnTo, 'google'));
  }

  /** Ends the session here and, when the issuer offers it, there too (the toast then shows on return). */
  async signOut(): Promise<void> {
    let endSessionUrl: string | null = null;
    try {
      ({ endSessionUrl } = await this.api.post<SignedOutWire>('/auth/logout'));
    } catch {
      // Already signed out on the server: forget locally all the same.
    }
    this.forget();
    if (endSessionUrl) {
      notifyAfterReload('success', SIGNED_OUT);
      this.navigator.assign(endSessionUrl);
    } else {
      this.notifier.success(SIGNED_OUT);
    }
  }

  private forget(): void {
    this.session = null;
    this.record = null;
    this.status = 'ready';
  }

  private async fetchRecord(email: string): Promise<UserRecord | null> {
    try {
      return await this.api.get<UserRecord>(hrefOf(usersEndpoints.getUser, { email }));
    } catch {
      return null;
    }
  }
}
