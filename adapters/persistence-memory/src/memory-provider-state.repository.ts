import type { ProviderStateRecord, ProviderStateRepository } from '@classroom/core';

/** The bundled provider's state in memory (tests, and one process that may forget it). */
export class MemoryProviderStateRepository implements ProviderStateRepository {
  /** Keyed by "kind id". */
  readonly rows = new Map<string, ProviderStateRecord>();

  async upsert(record: ProviderStateRecord): Promise<void> {
    this.rows.set(key(record.kind, record.id), { ...record });
  }

  async find(kind: string, id: string, now: Date): Promise<ProviderStateRecord | null> {
    return live(this.rows.get(key(kind, id)), now);
  }

  async findByUid(kind: string, uid: string, now: Date): Promise<ProviderStateRecord | null> {
    return this.findWhere(kind, now, (row) => row.uid === uid);
  }

  async findByUserCode(
    kind: string,
    userCode: string,
    now: Date,
  ): Promise<ProviderStateRecord | null> {
    return this.findWhere(kind, now, (row) => row.userCode === userCode);
  }

  async consume(kind: string, id: string, at: Date): Promise<void> {
    const row = this.rows.get(key(kind, id));
    if (row) this.rows.set(key(kind, id), { ...row, consumedAt: at });
  }

  async destroy(kind: string, id: string): Promise<void> {
    this.rows.delete(key(kind, id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [rowKey, row] of this.rows) if (row.grantId === grantId) this.rows.delete(rowKey);
  }

  async revokeByAccountId(accountId: string): Promise<void> {
    for (const [rowKey, row] of this.rows) {
      if (row.accountId === accountId) this.rows.delete(rowKey);
    }
  }

  private findWhere(
    kind: string,
    now: Date,
    matches: (row: ProviderStateRecord) => boolean,
  ): ProviderStateRecord | null {
    for (const row of this.rows.values()) {
      if (row.kind === kind && matches(row)) return live(row, now);
    }
    return null;
  }
}

function key(kind: string, id: string): string {
  return `${kind} ${id}`;
}

function live(row: ProviderStateRecord | undefined, now: Date): ProviderStateRecord | null {
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  return { ...row };
}
