/** How many failed sign-ins a key may have within the window before it must wait. */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/** Bounds memory under a flood of distinct keys: the oldest entries go first. */
const MAX_KEYS = 50_000;

/**
 * Counts failed sign-ins per account and per client address in one process. A key that
 * reached its limit is refused until its oldest counted failure leaves the window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds to wait before another attempt, or 0 when one is allowed. */
  retryAfter(account: string, address: string): number {
    return Math.max(
      this.wait(`account:${account}`, this.limits.perAccount),
      this.wait(`address:${address}`, this.limits.perAddress),
    );
  }

  recordFailure(account: string, address: string): void {
    this.add(`account:${account}`);
    this.add(`address:${address}`);
  }

  /** A right password clears the account's count; the address keeps its own. */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.limits.windowMs - this.now();
  }

  private add(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > MAX_KEYS) {
      this.failures.delete(this.failures.keys().next().value as string);
    }
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }
}
