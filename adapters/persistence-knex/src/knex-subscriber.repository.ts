import type { Email, Subscriber, SubscriberRepository } from '@classroom/core';
import type { Knex } from 'knex';
import { isUniqueViolation } from './driver-errors';

interface SubscriberRow {
  email: string;
  subscribed_at: number | string;
}

/** The `subscribers` table; the primary key keeps each address once, also under races. */
export class KnexSubscriberRepository implements SubscriberRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(subscriber: Subscriber): Promise<boolean> {
    try {
      await this.db('subscribers').insert({
        email: subscriber.email,
        subscribed_at: subscriber.subscribedAt.getTime(),
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async list(): Promise<Subscriber[]> {
    const rows = await this.db<SubscriberRow>('subscribers')
      .select('email', 'subscribed_at')
      .orderBy([{ column: 'subscribed_at' }, { column: 'email' }]);
    return rows.map((row) => ({
      email: row.email as Email,
      subscribedAt: new Date(Number(row.subscribed_at)),
    }));
  }
}
