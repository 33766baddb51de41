import type {
  IntentStatus,
  ProcessorIntentRecord,
  ProcessorIntentRepository,
} from '@classroom/core';
import type { Knex } from 'knex';

interface ProcessorIntentRow {
  id: string;
  idempotency_key: string;
  status: string;
  payload: string;
  created_at: number | string;
}

/** The test card processor's intents in the table `processor_intents`, shared by replicas. */
export class KnexProcessorIntentRepository implements ProcessorIntentRepository {
  constructor(private readonly db: Knex) {}

  async create(record: ProcessorIntentRecord): Promise<ProcessorIntentRecord> {
    await this.db('processor_intents')
      .insert({
        id: record.id,
        idempotency_key: record.idempotencyKey,
        status: record.status,
        payload: record.payload,
        created_at: record.createdAt.getTime(),
      })
      .onConflict('idempotency_key')
      .ignore();
    const row = await this.db<ProcessorIntentRow>('processor_intents')
      .where({ idempotency_key: record.idempotencyKey })
      .first();
    return fromRow(row!);
  }

  async find(id: string): Promise<ProcessorIntentRecord | null> {
    const row = await this.db<ProcessorIntentRow>('processor_intents').where({ id }).first();
    return row ? fromRow(row) : null;
  }

  async settle(
    id: string,
    from: IntentStatus,
    next: Pick<ProcessorIntentRecord, 'status' | 'payload'>,
  ): Promise<boolean> {
    const changed = await this.db('processor_intents')
      .where({ id, status: from })
      .update({ status: next.status, payload: next.payload });
    return changed === 1;
  }

  async forgetUnpaidBefore(cutoff: Date): Promise<void> {
    await this.db('processor_intents')
      .whereNot({ status: 'succeeded' })
      .andWhere('created_at', '<', cutoff.getTime())
      .delete();
  }
}

function fromRow(row: ProcessorIntentRow): ProcessorIntentRecord {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    status: row.status as IntentStatus,
    payload: row.payload,
    createdAt: new Date(Number(row.created_at)),
  };
}
