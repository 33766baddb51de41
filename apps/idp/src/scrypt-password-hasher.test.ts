import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, ScryptPasswordHasher } from './scrypt-password-hasher';

const hasher = new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 });

describe('ScryptPasswordHasher', () => {
  it('writes a salted, self-describing hash that does not contain the password', async () => {
    const first = await hasher.hash('classroom123');
    const second = await hasher.hash('classroom123');
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('classroom123');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('classroom123');
    await expect(hasher.verify('classroom123', hash)).resolves.toBe(true);
    await expect(hasher.verify('classroom124', hash)).resolves.toBe(false);
    await expect(hasher.verify('', hash)).resolves.toBe(false);
  });

  it('reads hashes made with other parameters', async () => {
    const old = await new ScryptPasswordHasher({ ln: 11, r: 4, p: 2 }).hash('secret1');
    await expect(hasher.verify('secret1', old)).resolves.toBe(true);
  });

  it('answers false, without throwing, for a hash it cannot read', async () => {
    await expect(hasher.verify('secret1', 'secret1')).resolves.toBe(false);
    await expect(hasher.verify('secret1', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
  });

  it('asks for a new hash when one was made with weaker parameters than today', async () => {
    const weak = await hasher.hash('secret1');
    const strong = new ScryptPasswordHasher({ ln: 12, r: 8, p: 1 });
    expect(strong.needsRehash(weak)).toBe(true);
    expect(strong.needsRehash(await strong.hash('secret1'))).toBe(false);
    expect(hasher.needsRehash('not a hash')).toBe(true);
  });

  it("uses OWASP's scrypt parameters by default: N=2^17, r=8, p=1", async () => {
    expect(DEFAULT_SCRYPT).toEqual({ ln: 17, r: 8, p: 1 });
    const hash = await new ScryptPasswordHasher().hash('classroom123');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
  });
});
