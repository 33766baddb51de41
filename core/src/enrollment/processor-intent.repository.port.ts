import type { IntentStatus } from './payment-gateway.port';

/** One payment intent of a card processor that runs inside the server (test mode). */
export interface ProcessorIntentRecord {
  id: string;
  /** One intent per key: a second create with it answers the first. */
  idempotencyKey: string;
  status: IntentStatus;
  /** The processor's own record of the intent, as it serialises it. */
  payload: string;
  createdAt: Date;
}

/**
 * Where a processor that runs inside the server keeps its intents: in the shared database,
 * so that an intent opened through one replica is confirmed and verified through any other.
 */
export interface ProcessorIntentRepository {
  /** Stores the intent, unless its key is taken: answers the intent stored under the key. */
  create(record: ProcessorIntentRecord): Promise<ProcessorIntentRecord>;
  find(id: string): Promise<ProcessorIntentRecord | null>;
  /**
   * Moves the intent from status `from` to the next status and payload, in one conditional
   * write: false when it no longer has status `from` (another replica settled it first).
   */
  settle(
    id: string,
    from: IntentStatus,
    next: Pick<ProcessorIntentRecord, 'status' | 'payload'>,
  ): Promise<boolean>;
  /** Forgets intents created before `cutoff` that were never paid. */
  forgetUnpaidBefore(cutoff: Date): Promise<void>;
}
