import { describe } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { courseMachineProperty } from '../../testing';

/**
 * The course status machine (submit, approve, reject with a reason, resubmit, edit, revisions,
 * take-downs, delete) on the in-memory store; persistence-knex runs it on SQLite and MySQL.
 */
describe('course status: no sequence of calls reaches a forbidden state', () => {
  courseMachineProperty(async () => {
    const core = memoryCore();
    return { useCases: core.useCases, repositories: core.store };
  }, 60);
});
