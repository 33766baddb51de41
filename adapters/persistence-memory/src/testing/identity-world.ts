import {
  createIdentityUseCases,
  type IdentityUseCases,
  type SignedIn,
  type PasswordHasher,
  type SecretTokens,
} from '@classroom/core';
import { mailbox, type Mailbox } from '@classroom/core/testing';
import { createMemoryStore, type MemoryStore } from '../index';
import { MemoryProviderStateRepository } from '../memory-provider-state.repository';
import { FixedClock, SequentialIdGenerator } from '../memory-support';

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

export interface IdentityWorld {
  store: MemoryStore;
  hasher: CountingHasher;
  outbox: Mailbox;
  clock: FixedClock;
  providerState: MemoryProviderStateRepository;
  useCases: IdentityUseCases;
  /** Follows the newest verification link for the address: signs in with it and the password. */
  verify(email: string, password: string): Promise<SignedIn>;
}

/** The identity use cases over the in-memory store, with a clock tests can move. */
export function identityWorld(): IdentityWorld {
  const clock = new FixedClock();
  const store = createMemoryStore({ clock });
  const hasher = new CountingHasher();
  const outbox = mailbox(store.tables);
  const providerState = new MemoryProviderStateRepository();
  const useCases: IdentityUseCases = createIdentityUseCases({
    ...store,
    hasher,
    secrets: new SequentialSecrets(),
    clock,
    ids: new SequentialIdGenerator('acct-'),
    providerState,
  });
  async function verify(email: string, password: string) {
    const verificationToken = outbox.tokenFor(email, 'verify-email');
    return useCases.verifyLocalCredentials.execute({ email, password, verificationToken });
  }
  return { store, hasher, outbox, clock, providerState, useCases, verify };
}
