import type {
  IdempotencyClaim,
  IdempotencyKeyName,
  IdempotencyRecord,
  StoredAnswer,
} from './idempotency-key';

/** The keys that creates were sent with, and their first answers. */
export interface IdempotencyKeyStore {
  /** The key's record, or null when it was never used or has expired by `now`. */
  find(name: IdempotencyKeyName, now: Date): Promise<IdempotencyRecord | null>;
  /**
   * Writes the key, with its answer when it is already known. A live record of the same key
   * refuses with IdempotencyKeyInProgressError (a concurrent retry got there first); expired
   * records of the same owner go.
   */
  claim(claim: IdempotencyClaim, answer?: StoredAnswer): Promise<void>;
  /** Records the first answer of a claimed key. */
  saveAnswer(name: IdempotencyKeyName, answer: StoredAnswer): Promise<void>;
}
