import { describe, expect, it } from 'vitest';
import { VerifiedCredentials, type VerifiedCredential } from './verified-credentials';

const credential = (n: number): VerifiedCredential => ({
  certificateId: `certificate-${n}`,
  code: `CODE${n}`,
  facts: {} as VerifiedCredential['facts'],
  statusIndex: n,
});
const at = (ms: number) => new Date(ms);

describe('VerifiedCredentials', () => {
  it('keeps at most its limit, letting the least recently stored go first', () => {
    const kept = new VerifiedCredentials({ entries: 2, keptMs: 60_000 });
    kept.set('a', credential(1), at(0));
    kept.set('b', credential(2), at(0));
    kept.set('a', credential(1), at(1)); // stored again: now the newest
    kept.set('c', credential(3), at(2));
    expect(kept.size).toBe(2);
    expect(kept.get('b', at(3))).toBeUndefined();
    expect(kept.get('a', at(3))?.statusIndex).toBe(1);
    expect(kept.get('c', at(3))?.statusIndex).toBe(3);
  });

  it('forgets a credential once it has been kept for its time', () => {
    const kept = new VerifiedCredentials({ entries: 10, keptMs: 60_000 });
    kept.set('a', credential(1), at(0));
    expect(kept.get('a', at(60_000))?.statusIndex).toBe(1);
    expect(kept.get('a', at(60_001))).toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
