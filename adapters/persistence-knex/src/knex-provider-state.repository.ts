import type { ProviderStateRecord, ProviderStateRepository } from '@classroom/core';
import type { Knex } from 'knex';

interface ProviderStateRow {
  kind: string;
  id: string;
  payload: string;
  grant_id: string | null;
  account_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: number | string | null;
  consumed_at: number | string | null;
}

export interface ProviderStateSweep {
  /** The wall clock the sweep compares expiry times with. */
  now?: () => Date;
  /** How often, at most, a write also sweeps the expired rows away (default ten minutes). */
  everyMs?: number;
}

/**
 * The bundled provider's state in the table `idp_state`, so every replica and every restart
 * finds the same sessions and tokens. An expired row reads as absent; writes sweep expired
 * rows now and then, and `deleteExpired` does it on demand.
 */
export class KnexProviderStateRepository implements ProviderStateRepository {
  private lastSweep = 0;
  private readonly now: () => Date;
  private readonly sweepEveryMs: number;

  constructor(
    private readonly db: Knex | Knex.Transaction,
    sweep: ProviderStateSweep = {},
  ) {
    this.now = sweep.now ?? (() => new Date());
    this.sweepEveryMs = sweep.everyMs ?? 10 * 60 * 1000;
  }

  async upsert(record: ProviderStateRecord): Promise<void> {
    await this.db('idp_state')
      .insert(toRow(record))
      .onConflict(['kind', 'id'])
      .merge([
        'payload',
        'grant_id',
        'account_id',
        'uid',
        'user_code',
        'expires_at',
        'consumed_at',
      ]);
    await this.sweepNowAndThen();
  }

  async find(kind: string, id: string, now: Date): Promise<ProviderStateRecord | null> {
    return this.findLive({ kind, id }, now);
  }

  async findByUid(kind: string, uid: string, now: Date): Promise<ProviderStateRecord | null> {
    return this.findLive({ kind, uid }, now);
  }

  async findByUserCode(
    kind: string,
    userCode: string,
    now: Date,
  ): Promise<ProviderStateRecord | null> {
    return this.findLive({ kind, user_code: userCode }, now);
  }

  async consume(kind: string, id: string, at: Date): Promise<void> {
    await this.db('idp_state').where({ kind, id }).update({ consumed_at: at.getTime() });
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.db('idp_state').where({ kind, id }).delete();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db('idp_state').where({ grant_id: grantId }).delete();
  }

  async revokeByAccountId(accountId: string): Promise<void> {
    await this.db('idp_state').where({ account_id: accountId }).delete();
  }

  /** Removes every row expired at `now`; returns how many. */
  async deleteExpired(now: Date): Promise<number> {
    return this.db('idp_state').where('expires_at', '<=', now.getTime()).delete();
  }

  private async findLive(
    where: Partial<ProviderStateRow>,
    now: Date,
  ): Promise<ProviderStateRecord | null> {
    const row = await this.db<ProviderStateRow>('idp_state')
      .where(where)
      .andWhere((query) => query.whereNull('expires_at').orWhere('expires_at', '>', now.getTime()))
      .first();
    return row ? toRecord(row) : null;
  }

  private async sweepNowAndThen(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now.getTime();
    await this.deleteExpired(now);
  }
}

function toRow(record: ProviderStateRecord): ProviderStateRow {
  return {
    kind: record.kind,
    id: record.id,
    payload: record.payload,
    grant_id: record.grantId,
    account_id: record.accountId,
    uid: record.uid,
    user_code: record.userCode,
    expires_at: record.expiresAt?.getTime() ?? null,
    consumed_at: record.consumedAt?.getTime() ?? null,
  };
}

function toRecord(row: ProviderStateRow): ProviderStateRecord {
  return {
    kind: row.kind,
    id: row.id,
    payload: row.payload,
    grantId: row.grant_id,
    accountId: row.account_id,
    uid: row.uid,
    userCode: row.user_code,
    expiresAt: dateOrNull(row.expires_at),
    consumedAt: dateOrNull(row.consumed_at),
  };
}

function dateOrNull(value: number | string | null): Date | null {
  return value === null ? null : new Date(Number(value));
}
