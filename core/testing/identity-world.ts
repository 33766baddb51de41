import {
  FixedClock,
  SequentialIdGenerator,
  createMemoryStore,
  MemoryProviderStateRepository,
} from '@classroom/persistence-memory';
import type { SecretTokens } from '../src/identity/account-token';
import { createIdentityUseCases } from '../src/identity/identity-use-cases';
import { mailbox } from './mailbox';
import type { PasswordHasher } from '../src/identity/password-hasher.port';

/** Reversible on purpose, so tests can see what reached the store; counts its work. */
export class CountingHasher implements PasswordHasher {
  verifications = 0;
  hashes = 0;
  /** Hashes made with this prefix count as made with weaker parameters. */
  constructor(private readonly prefix = 'fake$') {}
  async hash(password: string): Promise<string> {
    this.hashes += 1;
    return `${this.prefix}${[...password].reverse().join('')}`;
  }
  async verify(password: string, passwordHash: string): Promise<boolean> {
    this.verifications += 1;
    const [, reversed] = /^[a-z]+\$(.*)$/.exec(passwordHash) ?? [];
    return reversed === [...password].reverse().join('');
  }
  needsRehash(passwordHash: string): boolean {
    return !passwordHash.startsWith(this.prefix);
  }
}

/** Tokens anyone can predict: fine for tests, which read them back from the outbox. */
export class SequentialSecrets implements SecretTokens {
  private last = 0;
  issue() {
    this.last += 1;
    const token = `token_${String(this.last).padStart(24, '0')}`;
    return { token, hash: this.hash(token) };
  }
  hash(token: string): string {
    return `hash:${token}`;
  }
}

/** The identity use cases over the in-memory store, with a clock tests can move. */
export function identityWorld() {
  const clock = new FixedClock();
  const store = createMemoryStore({ clock });
  const hasher = new CountingHasher();
  const outbox = mailbox(store.tables);
  const providerState = new MemoryProviderStateRepository();
  const useCases = createIdentityUseCases({
    ...store,
    hasher,
    secrets: new SequentialSecrets(),
    clock,
    ids: new SequentialIdGenerator('acct-'),
    providerState,
  });
  /** Follows the newest verification link for the address: signs in with it and the password. */
  async function verify(email: string, password: string) {
    const verificationToken = outbox.tokenFor(email, 'verify-email');
    return useCases.verifyLocalCredentials.execute({ email, password, verificationToken });
  }
  return { store, hasher, outbox, clock, providerState, useCases, verify };
}
