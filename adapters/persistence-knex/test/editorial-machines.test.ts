import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { createUseCases } from '@classroom/core';
import {
  applicationMachineProperty,
  courseMachineProperty,
  type MachineCore,
} from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

/** The course and application machines of the core's property tests, over the Knex store. */
function machines(open: () => Promise<Database>, numRuns: number) {
  const core = async (): Promise<MachineCore> => {
    const database = await open();
    const useCases = createUseCases({
      ...database.repositories,
      unitOfWork: database.unitOfWork,
      jobs: database.jobs,
      gateway: new MemoryPaymentGateway(),
      ids: new SequentialIdGenerator(`machine-${Date.now()}-`),
      clock: new FixedClock(),
    });
    return { useCases, repositories: database.repositories };
  };
  courseMachineProperty(core, numRuns);
  applicationMachineProperty(core, numRuns);
}

describe('editorial machines, SQLite', () => {
  const folder = mkdtempSync(join(tmpdir(), 'classroom-machines-'));
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    rmSync(folder, { recursive: true, force: true });
  });
  machines(async () => {
    const database = await createDatabase(`sqlite:${join(folder, `${opened.length}.sqlite`)}`);
    await database.migrate();
    opened.push(database);
    return database;
  }, 20);
});

describe.runIf(mySqlReachable)('editorial machines, MySQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  machines(async () => {
    const { database, drop } = await openMySqlTestDatabase('machines');
    drops.push(drop);
    return database;
  }, 10);
});
