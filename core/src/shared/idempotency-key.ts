import { IdempotencyKeyInProgressError, IdempotencyKeyReusedError } from './errors';

/** How long a create's first answer is kept for a retry with the same key (as Stripe does). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** Whose key it is and for which route: two callers, or two routes, never share a key. */
export interface IdempotencyKeyName {
  owner: string;
  route: string;
  key: string;
}

/** A key written with the first commit of the create it came with. */
export interface IdempotencyClaim extends IdempotencyKeyName {
  /** Identifies the request's input: the same key with other input is refused. */
  fingerprint: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The first answer, as the edge sent it: kept so that a retry gets exactly it. */
export interface StoredAnswer {
  status: number;
  body: string;
}

export interface IdempotencyRecord extends IdempotencyClaim {
  /** Null between the commit and the answer's record: the create is still answering. */
  answer: StoredAnswer | null;
}

/** A claim for a request that arrived `now`. */
export function idempotencyClaim(name: IdempotencyKeyName, fingerprint: string, now: Date) {
  return {
    ...name,
    fingerprint,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
  } satisfies IdempotencyClaim;
}

/**
 * What a retry with a known key gets: the first answer when its input is the same; a refusal
 * when the key came with other input, or when the first request has not answered yet.
 */
export function answerToRepeat(record: IdempotencyRecord, fingerprint: string): StoredAnswer {
  if (record.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  if (!record.answer) throw new IdempotencyKeyInProgressError();
  return record.answer;
}

/** Whether a record still counts at `now`; an expired key is as good as never used. */
export function isLive(record: Pick<IdempotencyClaim, 'expiresAt'>, now: Date): boolean {
  return record.expiresAt.getTime() > now.getTime();
}
