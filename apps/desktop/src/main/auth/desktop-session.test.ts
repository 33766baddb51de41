import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DesktopSessionManager,
  renewalDelay,
  type Clock,
  type TokenSource,
} from './desktop-session';
import { TokenStore, type StoredTokens } from './token-store';

const SERVER = 'https://classroom.example.org';
const MINUTE = 60_000;

class ManualClock implements Clock {
  time = 0;
  private timers: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];
  now() {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number) {
    const timer = { at: this.time + ms, callback, cancelled: false };
    this.timers.push(timer);
    return { cancel: () => (timer.cancelled = true) };
  }
  async advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((timer) => !timer.cancelled && timer.at <= this.time);
    this.timers = this.timers.filter((timer) => !due.includes(timer));
    due.forEach((timer) => timer.callback());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const plainEncryptor = {
  isEncryptionAvailable: () => true,
  encryptString: (plain: string) => Buffer.from(plain),
  decryptString: (encrypted: Buffer) => encrypted.toString(),
};

let dir: string;
let clock: ManualClock;
let issued: number;
let renewals: number;
let renewWorks: boolean;

const tokensAt = (now: number, n: number): StoredTokens => ({
  serverUrl: SERVER,
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: now + 10 * MINUTE,
  email: 'instructor@classroom.test',
  displayName: 'Ivan Teacher',
  photoURL: '',
});

const source: TokenSource = {
  async signIn() {
    return tokensAt(clock.now(), ++issued);
  },
  async renew(current) {
    renewals++;
    if (!renewWorks) throw new Error('offline');
    expect(current.refreshToken).toBe(`refresh-${issued}`);
    return tokensAt(clock.now(), ++issued);
  },
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'classroom-session-'));
  clock = new ManualClock();
  issued = 0;
  renewals = 0;
  renewWorks = true;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const manager = () =>
  new DesktopSessionManager(
    new TokenStore(join(dir, 'session.bin'), plainEncryptor),
    source,
    clock,
  );

describe('the desktop session', () => {
  it('renews the access token before it expires', async () => {
    const sessions = manager();
    await sessions.signIn(SERVER);
    expect(sessions.accessToken()).toBe('access-1');
    await clock.advance(7 * MINUTE);
    expect(renewals).toBe(0);
    await clock.advance(MINUTE + 1);
    expect(renewals).toBe(1);
    expect(sessions.accessToken()).toBe('access-2');
  });

  it('keeps trying while the token still works, and signs out once it has run out', async () => {
    const sessions = manager();
    const changes: unknown[] = [];
    sessions.onChange((session) => changes.push(session));
    await sessions.signIn(SERVER);
    renewWorks = false;
    await clock.advance(8 * MINUTE + 1);
    expect(sessions.session()).not.toBeNull();
    await clock.advance(MINUTE);
    await clock.advance(MINUTE);
    expect(renewals).toBeGreaterThan(1);
    expect(sessions.session()).toBeNull();
    expect(changes.at(-1)).toBeNull();
  });

  it('restores the session on the next start, only for the same server', async () => {
    await manager().signIn(SERVER);
    expect(await manager().restore(SERVER)).toMatchObject({ email: 'instructor@classroom.test' });
    expect(await manager().restore('https://other.example.org')).toBeNull();
    expect(await manager().restore(SERVER)).toBeNull();
  });

  it('forgets everything on sign-out', async () => {
    const sessions = manager();
    await sessions.signIn(SERVER);
    await sessions.signOut();
    expect(sessions.accessToken()).toBeNull();
    expect(await manager().restore(SERVER)).toBeNull();
    await clock.advance(20 * MINUTE);
    expect(renewals).toBe(0);
  });

  it('gives no token once it has expired', async () => {
    const sessions = manager();
    await sessions.signIn(SERVER);
    renewWorks = false;
    clock.time += 11 * MINUTE;
    expect(sessions.accessToken()).toBeNull();
  });
});

describe('renewalDelay', () => {
  it('leaves a fifth of the lifetime, at least a minute', () => {
    expect(renewalDelay(10 * MINUTE, 0, 10 * MINUTE)).toBe(8 * MINUTE);
    expect(renewalDelay(2 * MINUTE, 0, 2 * MINUTE)).toBe(MINUTE);
    expect(renewalDelay(30_000, 0, 30_000)).toBe(0);
  });
});
