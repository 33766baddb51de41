import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiterContract } from '@classroom/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const RULE = { points: 3, duration: 60 };

/** Whether the limiter lets one more hit for `key` through. */
async function allows(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/** Two replicas' pools on one database share one count, and an outage counts in the process. */
function sharedLimitsContract(open: () => Promise<{ first: Database; second: Database }>) {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    ({ first, second } = await open());
  });

  it('lets the rule through across both, then refuses on either', async () => {
    const [a, b] = [first, second].map((database) =>
      database.limiters({ keyPrefix: 'shared_test', ...RULE }),
    ) as [RateLimiterAbstract, RateLimiterAbstract];
    const outcomes = [];
    for (const limiter of [a, b, a, b, a]) outcomes.push(await allows(limiter, 'client-1'));
    expect(outcomes).toEqual([true, true, true, false, false]);
    expect(await allows(b, 'client-2')).toBe(true);
  });
}

describe('shared rate limits on one SQLite file', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'limits-')), 'classroom.sqlite');
  const databases: Database[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.close())));

  sharedLimitsContract(async () => {
    const first = await createDatabase(`sqlite:${file}`);
    await first.migrate();
    const second = await createDatabase(`sqlite:${file}`);
    databases.push(first, second);
    return { first, second };
  });

  // The core's limiter on a second replica's pool counts what the first counted.
  rateLimiterContract(async () => databases[1]!.rateLimiter);

  it('counts in the process, and says so, when the database cannot answer', async () => {
    let fallbacks = 0;
    const database = await createDatabase(`sqlite:${file}`, {
      onLimiterFallback: () => (fallbacks += 1),
    });
    const limiter = database.limiters({ keyPrefix: 'outage_test', ...RULE });
    await database.knex.destroy();
    const outcomes = [];
    for (let hit = 0; hit < 4; hit += 1) outcomes.push(await allows(limiter, 'client-1'));
    expect(outcomes).toEqual([true, true, true, false]);
    expect(fallbacks).toBe(4);
  });
});

describe.runIf(mySqlReachable)('shared rate limits on one MySQL database', () => {
  let drop: () => Promise<void>;
  let second: Database | undefined;
  afterAll(async () => {
    await second?.close();
    await drop?.();
  });

  sharedLimitsContract(async () => {
    const opened = await openMySqlTestDatabase('limits');
    drop = opened.drop;
    second = await createDatabase(opened.url);
    return { first: opened.database, second };
  });

  rateLimiterContract(async () => second!.rateLimiter);
});
