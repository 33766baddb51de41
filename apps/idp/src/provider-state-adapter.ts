import type { ProviderStateRecord, ProviderStateRepository } from '@classroom/core';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * oidc-provider's Adapter contract over the ProviderStateRepository port, so the provider's
 * sessions, grants, codes and tokens live in the product's database: a restart keeps them,
 * and every replica sees the same ones.
 */
export function providerStateAdapter(
  repository: ProviderStateRepository,
  now: () => Date = () => new Date(),
): AdapterConstructor {
  return class ProviderStateAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const at = now();
      await repository.upsert({
        kind: this.kind,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        accountId: payload.accountId ?? null,
        uid: this.kind === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(at.getTime() + expiresIn * 1000) : null,
        consumedAt: payload.consumed ? new Date(Number(payload.consumed) * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await repository.find(this.kind, id, now()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await repository.findByUid(this.kind, uid, now()));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await repository.findByUserCode(this.kind, userCode, now()));
    }

    async consume(id: string): Promise<void> {
      await repository.consume(this.kind, id, now());
    }

    async destroy(id: string): Promise<void> {
      await repository.destroy(this.kind, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await repository.revokeByGrantId(grantId);
    }
  };
}

function payloadOf(record: ProviderStateRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  const payload = JSON.parse(record.payload) as AdapterPayload;
  return record.consumedAt ? { ...payload, consumed: epochSeconds(record.consumedAt) } : payload;
}
