import { describe } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { applicationMachineProperty } from '../../testing';

/**
 * The instructor application (apply, approve, reject with a reason, reapply) and the account
 * (promote, demote but never the last admin, suspend, reactivate) on the in-memory store;
 * persistence-knex runs it on SQLite and MySQL.
 */
describe('instructor application and role: no sequence of calls reaches a forbidden state', () => {
  applicationMachineProperty(async () => {
    const core = memoryCore();
    return { useCases: core.useCases, repositories: core.store };
  }, 60);
});
