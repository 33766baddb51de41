import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

/** How failed sign-ins slow down the next attempt. */
export interface ThrottleLimits {
  /** Failures one address may make against one account before each further one waits. */
  freeAttempts: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures one address may make across all accounts within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  freeAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/**
 * Makes one named counter store: in memory by default; the server passes its database's, so
 * that every replica counts the same failures.
 */
export type LimiterFactory = (
  options: IRateLimiterOptions & { keyPrefix: string },
) => RateLimiterAbstract;

const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

/**
 * Slows password guessing without handing strangers a way to lock people out. Failures are
 * counted per account *and address*: after a few, that pair waits a delay that doubles with
 * each further failure, while the owner signing in from elsewhere is untouched. An address
 * that fails across many accounts is stopped for the window. A right password clears the pair.
 */
export class LoginThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairDelays: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    limiters: LimiterFactory = memoryLimiters,
  ) {
    const window = Math.ceil(limits.windowMs / 1000);
    this.pairFailures = limiters({ keyPrefix: 'login_pair', points: 1_000_000, duration: window });
    this.pairDelays = limiters({ keyPrefix: 'login_delay', points: 1, duration: 1 });
    this.addressFailures = limiters({
      keyPrefix: 'login_address',
      points: limits.perAddress,
      duration: window,
    });
  }

  /** Milliseconds to wait before another attempt, or 0 when one is allowed. */
  async retryAfter(account: string, address: string): Promise<number> {
    const [delay, addressFailures] = await Promise.all([
      this.pairDelays.get(pairKey(account, address)),
      this.addressFailures.get(digest(address)),
    ]);
    const pairWait = delay && delay.consumedPoints > 1 ? delay.msBeforeNext : 0;
    const addressWait =
      addressFailures && addressFailures.consumedPoints >= this.limits.perAddress
        ? addressFailures.msBeforeNext
        : 0;
    return Math.max(pairWait, addressWait);
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const key = pairKey(account, address);
    const [failures] = await Promise.all([
      this.pairFailures.penalty(key, 1),
      this.addressFailures.penalty(digest(address), 1),
    ]);
    const beyond = failures.consumedPoints - this.limits.freeAttempts;
    if (beyond < 0) return;
    const delayMs = Math.min(this.limits.baseDelayMs * 2 ** beyond, this.limits.maxDelayMs);
    await this.pairDelays.block(key, Math.max(1, Math.ceil(delayMs / 1000)));
  }

  /** A right password clears this address's count for the account. */
  async recordSuccess(account: string, address: string): Promise<void> {
    const key = pairKey(account, address);
    await Promise.all([this.pairFailures.delete(key), this.pairDelays.delete(key)]);
  }
}

/** Counters are keyed by digests, so that no table holds an e-mail or an address in clear. */
function pairKey(account: string, address: string): string {
  return digest(`${account} ${address}`);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
