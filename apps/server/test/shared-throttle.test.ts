import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoginThrottle } from '@classroom/idp';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const limits = {
  freeAttempts: 2,
  baseDelayMs: 30_000,
  maxDelayMs: 60_000,
  perAddress: 5,
  windowMs: 60_000,
};

describe("the provider's sign-in throttle on two replicas of one database", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'throttle-')), 'classroom.sqlite');
  let databases: Database[];
  let one: LoginThrottle;
  let other: LoginThrottle;

  beforeAll(async () => {
    const first = await createDatabase(`sqlite:${file}`);
    await first.migrate();
    databases = [first, await createDatabase(`sqlite:${file}`)];
    [one, other] = databases.map((database) => new LoginThrottle(limits, database.limiters)) as [
      LoginThrottle,
      LoginThrottle,
    ];
  });
  afterAll(() => Promise.all(databases.map((database) => database.close())));

  it('slows a guesser whose failures are spread over both', async () => {
    await one.recordFailure('ada@example.com', '203.0.113.7');
    expect(await other.retryAfter('ada@example.com', '203.0.113.7')).toBe(0);
    // The second failure, the first beyond the free ones, comes through the other replica.
    await other.recordFailure('ada@example.com', '203.0.113.7');
    const wait = await one.retryAfter('ada@example.com', '203.0.113.7');
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    // The owner, from elsewhere, is not slowed; a right password on either clears the pair.
    expect(await other.retryAfter('ada@example.com', '198.51.100.1')).toBe(0);
    await other.recordSuccess('ada@example.com', '203.0.113.7');
    expect(await one.retryAfter('ada@example.com', '203.0.113.7')).toBe(0);
  });

  it('stops an address failing across accounts on either replica, and stores no address', async () => {
    for (let i = 0; i < 5; i += 1) {
      await (i % 2 ? one : other).recordFailure(`user${i}@example.com`, '192.0.2.9');
    }
    expect(await one.retryAfter('new@example.com', '192.0.2.9')).toBeGreaterThan(0);
    const keys = await databases[0]!.knex('rate_limits').pluck('key');
    expect(keys.join()).not.toMatch(/192\.0\.2\.9|example\.com/);
  });
});
