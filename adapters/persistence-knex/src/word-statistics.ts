import type { Knex } from 'knex';

const MAX_WORDS = 10_000;
const TTL_MS = 10 * 60_000;

/**
 * What searches have learnt about how common each word is in one database's catalogue, so
 * later searches can go straight to the right method. Kept per database, bounded in size
 * and forgotten after a while, as the catalogue changes.
 */
export class WordStatistics {
  private readonly words = new Map<string, { common: boolean; at: number }>();

  get(word: string, now = Date.now()): boolean | undefined {
    const entry = this.words.get(word);
    if (!entry || now - entry.at > TTL_MS) return undefined;
    return entry.common;
  }

  set(word: string, common: boolean, now = Date.now()): void {
    this.words.delete(word);
    this.words.set(word, { common, at: now });
    if (this.words.size > MAX_WORDS) {
      const oldest = this.words.keys().next().value;
      if (oldest !== undefined) this.words.delete(oldest);
    }
  }
}

const byDatabase = new WeakMap<object, WordStatistics>();

/** The statistics of the database `db` talks to (a transaction shares its pool's). */
export function wordStatisticsOf(db: Knex | Knex.Transaction): WordStatistics {
  const key = db.client.config as object;
  let statistics = byDatabase.get(key);
  if (!statistics) {
    statistics = new WordStatistics();
    byDatabase.set(key, statistics);
  }
  return statistics;
}
