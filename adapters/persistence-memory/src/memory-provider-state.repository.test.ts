import type { ProviderStateRecord } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { MemoryProviderStateRepository } from './memory-provider-state.repository';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 10, minutes));

function record(overrides: Partial<ProviderStateRecord> = {}): ProviderStateRecord {
  return {
    kind: 'RefreshToken',
    id: 'rt1',
    payload: '{"jti":"rt1"}',
    grantId: 'g1',
    accountId: null,
    uid: null,
    userCode: null,
    expiresAt: at(30),
    consumedAt: null,
    ...overrides,
  };
}

describe('MemoryProviderStateRepository', () => {
  it('finds a record by kind and id until it expires', async () => {
    const repository = new MemoryProviderStateRepository();
    await repository.upsert(record());
    expect(await repository.find('RefreshToken', 'rt1', at(29))).toEqual(record());
    expect(await repository.find('RefreshToken', 'rt1', at(30))).toBeNull();
    expect(await repository.find('AccessToken', 'rt1', at(0))).toBeNull();
    await repository.upsert(record({ kind: 'Grant', id: 'g1', expiresAt: null }));
    expect(await repository.find('Grant', 'g1', at(9_999))).not.toBeNull();
  });

  it('finds a session by uid, marks a code consumed and destroys on request', async () => {
    const repository = new MemoryProviderStateRepository();
    await repository.upsert(record({ kind: 'Session', id: 's1', uid: 'u1', grantId: null }));
    expect((await repository.findByUid('Session', 'u1', at(0)))?.id).toBe('s1');
    await repository.upsert(record({ kind: 'AuthorizationCode', id: 'c1' }));
    await repository.consume('AuthorizationCode', 'c1', at(1));
    expect((await repository.find('AuthorizationCode', 'c1', at(2)))?.consumedAt).toEqual(at(1));
    await repository.destroy('Session', 's1');
    expect(await repository.findByUid('Session', 'u1', at(0))).toBeNull();
  });

  it('revokes every record of a grant, of any kind, and nothing else', async () => {
    const repository = new MemoryProviderStateRepository();
    await repository.upsert(record());
    await repository.upsert(record({ kind: 'AccessToken', id: 'at1' }));
    await repository.upsert(record({ kind: 'AccessToken', id: 'at2', grantId: 'g2' }));
    await repository.revokeByGrantId('g1');
    expect([...repository.rows.values()].map((row) => row.id)).toEqual(['at2']);
  });
});
