import {
  IdempotencyKeyInProgressError,
  isLive,
  type IdempotencyClaim,
  type IdempotencyKeyName,
  type IdempotencyKeyStore,
  type IdempotencyRecord,
  type StoredAnswer,
} from '@classroom/core';

/** Idempotency-Keys in memory, keyed by owner, route and key as `idempotency_keys` is. */
export class MemoryIdempotencyKeyStore implements IdempotencyKeyStore {
  constructor(private readonly rows: Map<string, IdempotencyRecord> = new Map()) {}

  async find(name: IdempotencyKeyName, now: Date): Promise<IdempotencyRecord | null> {
    const row = this.rows.get(rowKey(name));
    return row && isLive(row, now) ? { ...row } : null;
  }

  async claim(claim: IdempotencyClaim, answer?: StoredAnswer): Promise<void> {
    // Check and write with no await between them, as the table's primary key would.
    for (const [key, row] of this.rows) {
      if (row.owner === claim.owner && !isLive(row, claim.createdAt)) this.rows.delete(key);
    }
    if (this.rows.has(rowKey(claim))) throw new IdempotencyKeyInProgressError();
    this.rows.set(rowKey(claim), { ...claim, answer: answer ?? null });
  }

  async saveAnswer(name: IdempotencyKeyName, answer: StoredAnswer): Promise<void> {
    const row = this.rows.get(rowKey(name));
    if (row) this.rows.set(rowKey(name), { ...row, answer });
  }
}

function rowKey({ owner, route, key }: IdempotencyKeyName): string {
  return JSON.stringify([owner, route, key]);
}
