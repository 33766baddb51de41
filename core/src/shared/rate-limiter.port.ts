/** How often one kind of action may happen: at most `max` in each window of `windowMs`. */
export interface RateRule {
  /** What is counted; each action has its own counters. */
  action: string;
  max: number;
  windowMs: number;
}

/**
 * Counts actions per key (a person's id) in fixed windows, for every replica at once.
 * `hit` counts one and answers how many milliseconds to wait when it was one too many, or 0
 * when it is allowed. A counter that cannot be reached must not stop the action: the
 * adapter counts in its process meanwhile, or lets it through.
 */
export interface RateLimiter {
  hit(rule: RateRule, key: string): Promise<number>;
}
