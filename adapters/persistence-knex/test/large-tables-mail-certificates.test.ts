import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/index';
import { insertMailCertificateRows, mailCertificateWorld } from './mail-certificate-rows';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const COUNT = 10_000;
const page = { page: 1, limit: 10 };
const world = mailCertificateWorld(COUNT);
const has = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text.toLowerCase()));

/** What the store must answer, computed over the generated rows. */
const expected = {
  sentGrace: world.outbox.filter(
    (row) => row.status === 'sent' && has('grace', row.recipient, row.subject),
  ).length,
  certificateFor: world.outbox.filter((row) => has('CERTIFICATE FOR', row.recipient, row.subject))
    .length,
  revokedYoga: world.certificates.filter((certificate) => {
    const props = certificate.toProps();
    return (
      props.revokedAt !== null &&
      has('yoga', props.code, props.email, props.studentName, props.courseName)
    );
  }).length,
  valid: world.certificates.filter((certificate) => !certificate.isRevoked).length,
};

/**
 * The outbox and the certificates at 10,000 rows each: search, filters and sorts run in the
 * store and answer what the rows hold (bench/tables times them).
 */
function largeMailCertificateTables(
  open: () => Promise<{ database: Database; close(): Promise<void> }>,
) {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Every search finds some rows, and not all of them.
    for (const found of Object.values(expected)) expect(found).toBeGreaterThan(0);
    for (const found of Object.values(expected)) expect(found).toBeLessThan(COUNT);
    ({ database, close } = await open());
    await insertMailCertificateRows(database.knex, world);
  }, 180_000);
  afterAll(async () => close?.());

  it('searches the outbox by recipient or subject, filtered by status, either order', async () => {
    const { outbox } = database.repositories;
    const sent = await outbox.list({ text: 'grace', status: 'sent' }, page);
    expect(sent.total).toBe(expected.sentGrace);
    expect(sent.items.every((item) => item.status === 'sent')).toBe(true);
    const times = sent.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = await outbox.list({ text: 'CERTIFICATE FOR', sort: 'oldest' }, page);
    expect(oldest.total).toBe(expected.certificateFor);
    expect(oldest.items[0]?.id).toBe(world.outbox[2]!.id);
    const last = await outbox.list({ sort: 'oldest' }, { page: COUNT / 10, limit: 10 });
    expect(last.items.at(-1)?.id).toBe(world.outbox.at(-1)!.id);
  });

  it('searches certificates by code, holder or course, revoked or valid, sorted', async () => {
    const { certificates } = database.repositories;
    const revoked = await certificates.list({ search: 'yoga', state: 'revoked' }, page);
    expect(revoked.total).toBe(expected.revokedYoga);
    expect(revoked.items.every((item) => item.isRevoked)).toBe(true);
    const valid = await certificates.list({ state: 'valid', sort: 'oldest' }, page);
    expect(valid.total).toBe(expected.valid);
    const times = valid.items.map((item) => item.toProps().completedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const byHolder = await certificates.list({ sort: 'holder' }, page);
    const names = byHolder.items.map((item) => item.toProps().studentName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const one = world.certificates[4321]!;
    const byCode = await certificates.list({ search: one.code.toLowerCase() }, page);
    expect(byCode.items.map((item) => item.id)).toEqual([one.id]);
  });
}

describe('outbox and certificate tables at 10,000 rows, SQLite', () => {
  largeMailCertificateTables(async () => {
    const database = await createDatabase('sqlite::memory:');
    await database.migrate();
    return { database, close: () => database.close() };
  });
});

describe.runIf(mySqlReachable)('outbox and certificate tables at 10,000 rows, MySQL', () => {
  largeMailCertificateTables(async () => {
    const { database, drop } = await openMySqlTestDatabase('mail_tables');
    return { database, close: drop };
  });
});
