import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderStateRecord, ProviderStateRepository } from '../src/index';

/** Gives a fresh, empty provider-state store for each test, and releases it afterwards. */
export interface ProviderStateFactory {
  open(): Promise<ProviderStateRepository>;
  close?(repository: ProviderStateRepository): Promise<void>;
}

// Times a day ahead of the wall clock, so a store that sweeps expired rows on its own keeps
// every record these tests still expect to read.
const base = Math.floor(Date.now() / 60_000) * 60_000 + 24 * 60 * 60 * 1000;
const at = (minutes: number, milliseconds = 0) => new Date(base + minutes * 60_000 + milliseconds);

function record(overrides: Partial<ProviderStateRecord> = {}): ProviderStateRecord {
  return {
    kind: 'RefreshToken',
    id: 'rt-7Qm2VxZ0cKp9',
    payload: JSON.stringify({ jti: 'rt-7Qm2VxZ0cKp9', accountId: 'rae@example.com', kind: 'RT' }),
    grantId: 'grant-1',
    accountId: 'acct-rae',
    uid: null,
    userCode: null,
    expiresAt: at(30, 123),
    consumedAt: null,
    ...overrides,
  };
}

/** What every ProviderStateRepository must do, whatever keeps the records. */
export function providerStateRepositoryContract(factory: ProviderStateFactory): void {
  describe('ProviderStateRepository', () => {
    let repository: ProviderStateRepository;
    beforeEach(async () => {
      repository = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(repository);
    });

    it('reads a record back as stored, by kind and id, until the moment it expires', async () => {
      await repository.upsert(record());
      expect(await repository.find('RefreshToken', 'rt-7Qm2VxZ0cKp9', at(30, 122))).toEqual(
        record(),
      );
      expect(await repository.find('RefreshToken', 'rt-7Qm2VxZ0cKp9', at(30, 123))).toBeNull();
      expect(await repository.find('AccessToken', 'rt-7Qm2VxZ0cKp9', at(0))).toBeNull();
      expect(await repository.find('RefreshToken', 'unknown', at(0))).toBeNull();
    });

    it('keeps a record without an expiry until it is destroyed', async () => {
      const grant = record({ kind: 'Grant', id: 'grant-1', expiresAt: null });
      await repository.upsert(grant);
      expect(await repository.find('Grant', 'grant-1', at(10_000_000))).toEqual(grant);
      await repository.destroy('Grant', 'grant-1');
      expect(await repository.find('Grant', 'grant-1', at(0))).toBeNull();
    });

    it('replaces the record with the same kind and id on a second upsert', async () => {
      await repository.upsert(record({ consumedAt: at(1) }));
      const renewed = record({
        payload: '{"jti":"rt-7Qm2VxZ0cKp9","rotations":1}',
        expiresAt: at(90),
      });
      await repository.upsert(renewed);
      expect(await repository.find('RefreshToken', 'rt-7Qm2VxZ0cKp9', at(60))).toEqual(renewed);
    });

    it('keeps records of different kinds with the same id apart', async () => {
      await repository.upsert(record({ kind: 'AccessToken', id: 'same', payload: '{"a":1}' }));
      await repository.upsert(record({ kind: 'RefreshToken', id: 'same', payload: '{"r":1}' }));
      await repository.destroy('AccessToken', 'same');
      expect(await repository.find('AccessToken', 'same', at(0))).toBeNull();
      expect((await repository.find('RefreshToken', 'same', at(0)))?.payload).toBe('{"r":1}');
    });

    it('finds a session by uid and a device code by user code, of that kind, while live', async () => {
      const session = record({ kind: 'Session', id: 's1', uid: 'uid-1', grantId: null });
      await repository.upsert(session);
      await repository.upsert(record({ kind: 'DeviceCode', id: 'd1', userCode: 'WDJB-MJHT' }));
      expect(await repository.findByUid('Session', 'uid-1', at(0))).toEqual(session);
      expect(await repository.findByUid('Interaction', 'uid-1', at(0))).toBeNull();
      expect(await repository.findByUid('Session', 'uid-1', at(31))).toBeNull();
      expect((await repository.findByUserCode('DeviceCode', 'WDJB-MJHT', at(0)))?.id).toBe('d1');
      expect(await repository.findByUserCode('DeviceCode', 'OTHER-CODE', at(0))).toBeNull();
      expect(await repository.findByUserCode('DeviceCode', 'WDJB-MJHT', at(31))).toBeNull();
    });

    it('marks a code consumed at the given time, and ignores an unknown one', async () => {
      await repository.upsert(record({ kind: 'AuthorizationCode', id: 'c1' }));
      await repository.consume('AuthorizationCode', 'c1', at(1, 456));
      await repository.consume('AuthorizationCode', 'missing', at(1));
      const code = await repository.find('AuthorizationCode', 'c1', at(2));
      expect(code?.consumedAt).toEqual(at(1, 456));
      expect(code?.payload).toBe(record().payload);
      expect(await repository.find('AuthorizationCode', 'missing', at(2))).toBeNull();
    });

    it('revokes every record of a grant, of any kind, and nothing else', async () => {
      await repository.upsert(record({ id: 'rt1' }));
      await repository.upsert(record({ kind: 'AccessToken', id: 'at1' }));
      await repository.upsert(record({ kind: 'AuthorizationCode', id: 'c1' }));
      await repository.upsert(record({ kind: 'AccessToken', id: 'at2', grantId: 'grant-2' }));
      await repository.upsert(record({ kind: 'Session', id: 's1', grantId: null, uid: 'u1' }));
      await repository.revokeByGrantId('grant-1');
      expect(await repository.find('RefreshToken', 'rt1', at(0))).toBeNull();
      expect(await repository.find('AccessToken', 'at1', at(0))).toBeNull();
      expect(await repository.find('AuthorizationCode', 'c1', at(0))).toBeNull();
      expect((await repository.find('AccessToken', 'at2', at(0)))?.grantId).toBe('grant-2');
      expect((await repository.find('Session', 's1', at(0)))?.uid).toBe('u1');
    });

    it("revokes every record of one person, of any kind, and nobody else's", async () => {
      await repository.upsert(record({ id: 'rt1' }));
      await repository.upsert(record({ kind: 'Session', id: 's1', grantId: null, uid: 'u1' }));
      await repository.upsert(record({ kind: 'Grant', id: 'g1', grantId: null }));
      await repository.upsert(record({ id: 'rt2', grantId: 'grant-2', accountId: 'acct-other' }));
      await repository.upsert(record({ kind: 'Interaction', id: 'i1', accountId: null }));
      await repository.revokeByAccountId('acct-rae');
      expect(await repository.find('RefreshToken', 'rt1', at(0))).toBeNull();
      expect(await repository.find('Session', 's1', at(0))).toBeNull();
      expect(await repository.find('Grant', 'g1', at(0))).toBeNull();
      expect((await repository.find('RefreshToken', 'rt2', at(0)))?.accountId).toBe('acct-other');
      expect(await repository.find('Interaction', 'i1', at(0))).not.toBeNull();
    });

    it('stores a large payload with any characters unchanged', async () => {
      const claims = { name: 'Zoë Ørsted — 学生 🎓', quote: `"it's" \\ \n` };
      const payload = JSON.stringify({ claims, padding: 'x'.repeat(100_000) });
      await repository.upsert(record({ kind: 'Session', id: 'big', payload }));
      expect((await repository.find('Session', 'big', at(0)))?.payload).toBe(payload);
    });
  });
}
