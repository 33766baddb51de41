import type { DesktopSession } from '../../shared/ipc-channels';
import type { StoredTokens, TokenStore } from './token-store';

/** How tokens are obtained and renewed against one server (the IdP and the server's /jwt). */
export interface TokenSource {
  signIn(serverUrl: string): Promise<StoredTokens>;
  /** A fresh set before the current one expires; null when it cannot be renewed. */
  renew(current: StoredTokens): Promise<StoredTokens | null>;
  /**
   * Ends the tokens at the issuer (best effort: signing out works offline too); when the person
   * asked for it, also the provider's session in the browser.
   */
  signOut?(current: StoredTokens, options: SignOutOptions): Promise<void>;
}

export interface SignOutOptions {
  /** True when the person chose to sign out (not on expiry or a server change). */
  endBrowserSession: boolean;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): { cancel(): void };
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref?.();
    return { cancel: () => clearTimeout(timer) };
  },
};

/** Renew when 80% of the token's life is gone, and at least a minute before it ends. */
export function renewalDelay(expiresAt: number, now: number, lifetime: number): number {
  const remaining = expiresAt - now;
  const margin = Math.max(60_000, lifetime * 0.2);
  return Math.max(0, remaining - margin);
}

/**
 * The signed-in desktop user: signs in, keeps the tokens (encrypted on disk), renews them
 * before they expire and forgets them on sign-out or when they belong to another server.
 */
export class DesktopSessionManager {
  private current: StoredTokens | null = null;
  private renewal: { cancel(): void } | null = null;
  private readonly listeners = new Set<(session: DesktopSession | null) => void>();

  constructor(
    private readonly store: TokenStore,
    private readonly source: TokenSource,
    private readonly clock: Clock = systemClock,
  ) {}

  onChange(listener: (session: DesktopSession | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Restores the stored session for this server, renewing it first if it has run out. */
  async restore(serverUrl: string | null): Promise<DesktopSession | null> {
    const stored = await this.store.load();
    if (!stored || !serverUrl || stored.serverUrl !== serverUrl) {
      if (stored) await this.store.clear();
      return null;
    }
    if (stored.expiresAt - this.clock.now() < 30_000) {
      const renewed = await this.source.renew(stored).catch(() => null);
      if (!renewed) {
        await this.store.clear();
        return null;
      }
      await this.accept(renewed);
    } else {
      await this.accept(stored, false);
    }
    return this.session();
  }

  async signIn(serverUrl: string): Promise<DesktopSession> {
    const tokens = await this.source.signIn(serverUrl);
    await this.accept(tokens);
    return this.session()!;
  }

  async signOut(options: SignOutOptions = { endBrowserSession: false }): Promise<void> {
    const ending = this.current;
    this.renewal?.cancel();
    this.renewal = null;
    this.current = null;
    await this.store.clear();
    this.emit();
    if (ending) await this.source.signOut?.(ending, options).catch(() => undefined);
  }

  session(): DesktopSession | null {
    if (!this.current) return null;
    const { email, displayName, photoURL } = this.current;
    return { email, displayName, photoURL };
  }

  /** The bearer token for an API call, or null when signed out or expired. */
  accessToken(): string | null {
    if (!this.current || this.current.expiresAt <= this.clock.now()) return null;
    return this.current.accessToken;
  }

  private async accept(tokens: StoredTokens, save = true): Promise<void> {
    this.current = tokens;
    if (save) await this.store.save(tokens);
    this.scheduleRenewal(tokens);
    this.emit();
  }

  private scheduleRenewal(tokens: StoredTokens): void {
    this.renewal?.cancel();
    const now = this.clock.now();
    const lifetime = Math.max(0, tokens.expiresAt - now);
    this.renewal = this.clock.setTimeout(
      () => void this.renew(),
      renewalDelay(tokens.expiresAt, now, lifetime),
    );
  }

  private async renew(): Promise<void> {
    const current = this.current;
    if (!current) return;
    const renewed = await this.source.renew(current).catch(() => null);
    if (this.current !== current) return; // signed out or in again meanwhile
    if (renewed) {
      await this.accept(renewed);
      return;
    }
    // The server may just be unreachable: try again while the token still works.
    const remaining = current.expiresAt - this.clock.now();
    if (remaining > 5_000) {
      this.renewal = this.clock.setTimeout(
        () => void this.renew(),
        Math.min(60_000, remaining / 2),
      );
    } else {
      await this.signOut();
    }
  }

  private emit(): void {
    const session = this.session();
    this.listeners.forEach((listener) => listener(session));
  }
}
