import { describe, expect, it } from 'vitest';
import { SealedCookie } from './sealed-cookie';
import { deriveKeys } from './secret-keys';

const keys = (...secrets: string[]) => deriveKeys(secrets, 'session-cookie');

describe('SealedCookie', () => {
  it('opens what it sealed; the sealed text does not show the value', async () => {
    const cookie = new SealedCookie<{ email: string }>(keys('secret-one'), 'session');
    const sealed = await cookie.seal({ email: 'sam@example.com' }, 60);
    expect(sealed).not.toContain('sam');
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString()).not.toContain('sam');
    await expect(cookie.open(sealed)).resolves.toEqual({ email: 'sam@example.com' });
  });

  it('refuses a changed, expired, foreign or other-purpose value', async () => {
    const cookie = new SealedCookie<{ email: string }>(keys('secret-one'), 'session');
    const sealed = await cookie.seal({ email: 'sam@example.com' }, 60);
    const parts = sealed.split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    await expect(cookie.open(parts.join('.'))).resolves.toBeNull();
    await expect(
      cookie.open(await cookie.seal({ email: 'x@example.com' }, -1)),
    ).resolves.toBeNull();
    const foreign = new SealedCookie<{ email: string }>(keys('secret-two'), 'session');
    await expect(foreign.open(sealed)).resolves.toBeNull();
    const otherPurpose = new SealedCookie<{ email: string }>(keys('secret-one'), 'login-flow');
    await expect(otherPurpose.open(sealed)).resolves.toBeNull();
    await expect(cookie.open(undefined)).resolves.toBeNull();
    await expect(cookie.open('not-a-jwe')).resolves.toBeNull();
  });

  it('still opens values sealed before a secret rotation', async () => {
    const before = new SealedCookie<{ n: number }>(keys('old-secret'), 'session');
    const after = new SealedCookie<{ n: number }>(keys('new-secret', 'old-secret'), 'session');
    await expect(after.open(await before.seal({ n: 1 }, 60))).resolves.toEqual({ n: 1 });
  });
});
