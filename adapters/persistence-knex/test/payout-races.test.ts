import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCases, type Clock, type UseCases } from '@classroom/core';
import { actorOf, anAdmin, anApprovedInstructor } from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

const ROUNDS = 6;
const AT_ONCE = 20;
const T0 = new Date('2026-03-01T12:00:00.000Z');

/**
 * A replica's clock as the payouts see it: each reading a millisecond before the last, so the
 * request that takes the ledger's lock first carries the latest stamp. That is how stamps and
 * locks come out of order when a later request wins the lock, or another replica's clock is
 * behind; `behindMs` sets this replica's clock behind the other's.
 */
class BackwardClock implements Clock {
  private readings = 0;
  constructor(private readonly behindMs = 0) {}
  now(): Date {
    this.readings += 1;
    return new Date(T0.getTime() + 3_600_000 - this.behindMs - this.readings);
  }
}

function useCasesOver(database: Database, clock: Clock): UseCases {
  return createUseCases({
    ...database.repositories,
    unitOfWork: database.unitOfWork,
    jobs: database.jobs,
    gateway: new MemoryPaymentGateway(),
    ids: new SequentialIdGenerator(`p${Math.random().toString(36).slice(2, 8)}-`),
    clock,
  });
}

/**
 * 100.00 credited, then 20 debits of 60.00 at once (payouts, and fee adjustments that take
 * money from the instructor), from one server or from two replicas on one database: exactly
 * one is recorded, the rest refused, and the balance ends at 40.00, round after round.
 */
function payoutRacesSuite(
  open: () => Promise<{ database: Database; replicas: Database[]; drop(): Promise<void> }>,
) {
  let database: Database;
  let replicas: Database[];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, replicas, drop } = await open());
  });
  afterAll(async () => {
    await drop?.();
  });

  it(`never takes a balance below zero, ${ROUNDS} rounds of ${AT_ONCE} debits at once`, async () => {
    const admin = anAdmin();
    await database.repositories.users.insert(admin);
    const bookkeeping = useCasesOver(database, new FixedClock(T0));
    const servers = replicas.map((replica, index) =>
      useCasesOver(replica, new BackwardClock(index * 1_000)),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const instructor = anApprovedInstructor();
      await database.repositories.users.insert(instructor);
      const instructorId = instructor.id;
      await bookkeeping.recordFeeAdjustment.execute(
        { instructorId, amountCents: 10_000, memo: 'Credit' },
        actorOf(admin),
      );

      const outcomes = await Promise.allSettled(
        Array.from({ length: AT_ONCE }, (_, i) => {
          const server = servers[i % servers.length]!;
          return i % 4 === 3
            ? server.recordFeeAdjustment.execute(
                { instructorId, amountCents: -6_000, memo: `Fee ${i}` },
                actorOf(admin),
              )
            : server.recordPayout.execute(
                { instructorId, amountCents: 6_000, method: 'Bank transfer', reference: `T-${i}` },
                actorOf(admin),
              );
        }),
      );

      const refusals = outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? 'recorded' : (outcome.reason as { code?: string }).code,
      );
      expect(refusals.filter((code) => code === 'recorded')).toHaveLength(1);
      expect(refusals.filter((code) => code === 'payout_exceeds_balance')).toHaveLength(
        AT_ONCE - 1,
      );
      const entries = await database.repositories.money.entries({ instructorId });
      expect(entries.reduce((sum, entry) => sum + entry.instructorCents, 0)).toBe(4_000);
      expect(await database.repositories.money.balances(instructorId, T0)).toEqual({
        pendingCents: 0,
        availableCents: 4_000,
      });
    }
  }, 120_000);
}

describe('payouts racing, SQLite', () => {
  payoutRacesSuite(async () => {
    const { database, drop } = await openSqliteTestDatabase('payouts');
    return { database, replicas: [database], drop };
  });
});

describe.runIf(mySqlReachable)('payouts racing, MySQL', () => {
  payoutRacesSuite(async () => {
    const { database, drop } = await openMySqlTestDatabase('payouts');
    return { database, replicas: [database], drop };
  });
});

describe.runIf(mySqlReachable)('payouts racing across two replicas, MySQL', () => {
  payoutRacesSuite(async () => {
    const { database, url, drop } = await openMySqlTestDatabase('payout_replicas');
    // A second pool on the same database: another server process, its clock a second behind.
    const second = await createDatabase(url);
    return {
      database,
      replicas: [database, second],
      async drop() {
        await second.close();
        await drop();
      },
    };
  });
});
