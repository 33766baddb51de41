import {
  IdempotencyKeyInProgressError,
  type IdempotencyClaim,
  type IdempotencyKeyName,
  type IdempotencyKeyStore,
  type IdempotencyRecord,
  type StoredAnswer,
} from '@classroom/core';
import type { Knex } from 'knex';
import { isUniqueViolation } from './driver-errors';

interface IdempotencyKeyRow {
  owner: string;
  route: string;
  idempotency_key: string;
  fingerprint: string;
  answer_status: number | null;
  answer_body: string | null;
  created_at: number | string;
  expires_at: number | string;
}

/** Idempotency-Keys in `idempotency_keys`, one row per owner, route and key. */
export class KnexIdempotencyKeyStore implements IdempotencyKeyStore {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async find(name: IdempotencyKeyName, now: Date): Promise<IdempotencyRecord | null> {
    const row = await this.db<IdempotencyKeyRow>('idempotency_keys')
      .where(keyOf(name))
      .andWhere('expires_at', '>', now.getTime())
      .first();
    return row ? toRecord(row) : null;
  }

  async claim(claim: IdempotencyClaim, answer?: StoredAnswer): Promise<void> {
    // The owner's expired keys go first: within the primary key's range of one owner, so a
    // claim locks nobody else's rows.
    await this.db('idempotency_keys')
      .where({ owner: claim.owner })
      .andWhere('expires_at', '<=', claim.createdAt.getTime())
      .delete();
    try {
      await this.db('idempotency_keys').insert({
        ...keyOf(claim),
        fingerprint: claim.fingerprint,
        answer_status: answer?.status ?? null,
        answer_body: answer?.body ?? null,
        created_at: claim.createdAt.getTime(),
        expires_at: claim.expiresAt.getTime(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new IdempotencyKeyInProgressError();
      throw error;
    }
  }

  async saveAnswer(name: IdempotencyKeyName, answer: StoredAnswer): Promise<void> {
    await this.db('idempotency_keys')
      .where(keyOf(name))
      .update({ answer_status: answer.status, answer_body: answer.body });
  }
}

function keyOf({ owner, route, key }: IdempotencyKeyName) {
  return { owner, route, idempotency_key: key };
}

function toRecord(row: IdempotencyKeyRow): IdempotencyRecord {
  return {
    owner: row.owner,
    route: row.route,
    key: row.idempotency_key,
    fingerprint: row.fingerprint,
    answer:
      row.answer_status === null || row.answer_body === null
        ? null
        : { status: Number(row.answer_status), body: row.answer_body },
    createdAt: new Date(Number(row.created_at)),
    expiresAt: new Date(Number(row.expires_at)),
  };
}
