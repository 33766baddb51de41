import {
  Money,
  StoreUnavailableError,
  type IntentStatus,
  type ProcessorIntentRecord,
  type ProcessorIntentRepository,
} from '@classroom/core';
import type { TestIntent } from './test-intent';

/** How long the processor waits for the shared store before going on with its own copy. */
const STORE_WAIT_MS = 2_000;

/**
 * The processor's intents: in the shared store when it is given one (so every replica sees
 * the same intents), always also in this process. The copy here is what a processor that has
 * taken a card goes on with while the database is away: a confirmation then succeeds, as it
 * would at Stripe, and is written to the store as soon as it answers again.
 */
export class IntentBook {
  private readonly local = new Map<string, TestIntent>();
  private readonly byKey = new Map<string, string>();
  /** Confirmations the store has not taken yet, with the status each left. */
  private readonly unsaved = new Map<string, IntentStatus>();

  constructor(private readonly shared?: ProcessorIntentRepository) {}

  get size(): number {
    return this.local.size;
  }

  /** Stores a new intent, unless its key is taken: answers the one stored under the key. */
  async create(intent: TestIntent): Promise<TestIntent> {
    const known = this.local.get(this.byKey.get(intent.idempotencyKey) ?? '');
    if (known) return known;
    const stored = this.shared
      ? fromRecord(await this.wait(this.shared.create(toRecord(intent))))
      : intent;
    this.keep(stored);
    return stored;
  }

  /** The intent as the store has it, or as this process last knew it if the store is away. */
  async find(id: string): Promise<TestIntent | null> {
    if (!this.shared) return this.local.get(id) ?? null;
    try {
      await this.saveUnsaved();
      const record = await this.wait(this.shared.find(id));
      const intent = record ? fromRecord(record) : null;
      if (intent) this.keep(intent);
      return intent;
    } catch (error) {
      if (error instanceof StoreUnavailableError) return this.local.get(id) ?? null;
      throw error;
    }
  }

  /**
   * Moves the intent on from status `from`: false when another replica already did. With the
   * store away, the change is kept here and written later.
   */
  async settle(intent: TestIntent, from: IntentStatus): Promise<boolean> {
    if (this.shared) {
      try {
        if (!(await this.wait(this.shared.settle(intent.id, from, toRecord(intent))))) {
          return false;
        }
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        this.unsaved.set(intent.id, from);
      }
    }
    this.keep(intent);
    return true;
  }

  /**
   * Forgets unpaid intents created before `cutoff`; paid ones stay for late reports (in the
   * store, when there is one: this process then drops its old copies of them too).
   */
  async forgetUnpaidBefore(cutoff: Date): Promise<void> {
    for (const [id, intent] of this.local) {
      if (intent.created.getTime() > cutoff.getTime()) break; // Map keeps insertion order.
      if (this.unsaved.has(id) || (intent.status === 'succeeded' && !this.shared)) continue;
      this.local.delete(id);
      this.byKey.delete(intent.idempotencyKey);
    }
    if (this.shared) await this.wait(this.shared.forgetUnpaidBefore(cutoff));
  }

  private keep(intent: TestIntent): void {
    if (!this.local.has(intent.id)) this.byKey.set(intent.idempotencyKey, intent.id);
    this.local.set(intent.id, intent);
  }

  private async saveUnsaved(): Promise<void> {
    for (const [id, from] of this.unsaved) {
      const intent = this.local.get(id)!;
      await this.wait(this.shared!.settle(id, from, toRecord(intent)));
      this.unsaved.delete(id);
    }
  }

  /** The store's answer, or StoreUnavailableError when it takes longer than a person waits. */
  private async wait<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    work.catch(() => undefined); // A late failure, after the wait gave up, is not unhandled.
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError()), STORE_WAIT_MS);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function toRecord(intent: TestIntent): ProcessorIntentRecord {
  const { amount, created, ...rest } = intent;
  return {
    id: intent.id,
    idempotencyKey: intent.idempotencyKey,
    status: intent.status,
    payload: JSON.stringify({ ...rest, amountCents: amount.cents }),
    createdAt: created,
  };
}

function fromRecord(record: ProcessorIntentRecord): TestIntent {
  const { amountCents, ...rest } = JSON.parse(record.payload) as Omit<
    TestIntent,
    'amount' | 'created'
  > & { amountCents: number };
  return {
    ...rest,
    status: record.status,
    amount: Money.cents(amountCents),
    created: record.createdAt,
  };
}
