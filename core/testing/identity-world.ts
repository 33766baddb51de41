import {
  FixedClock,
  SequentialIdGenerator,
  createMemoryStore,
  MemoryProviderStateRepository,
} from '@classroom/persistence-memory';
import type { MailMessage } from '../src/mail/mail-message';
import type { Outbox } from '../src/mail/outbox.port';
import type { SecretTokens } from '../src/identity/account-token';
import { createIdentityUseCases } from '../src/identity/identity-use-cases';
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

export class ListOutbox implements Outbox {
  readonly messages: MailMessage[] = [];
  async enqueue(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
  /** The token of the last message of this kind to this address. */
  tokenFor(to: string, kind: 'verify-email' | 'password-reset'): string {
    const message = this.messages.filter((m) => m.to === to && m.kind === kind).at(-1);
    if (!message || !('token' in message)) throw new Error(`no ${kind} mail to ${to}`);
    return message.token;
  }
}

/** The identity use cases over the in-memory store, with a clock tests can move. */
export function identityWorld() {
  const store = createMemoryStore();
  const hasher = new CountingHasher();
  const outbox = new ListOutbox();
  const clock = new FixedClock();
  const providerState = new MemoryProviderStateRepository();
  const useCases = createIdentityUseCases({
    ...store,
    hasher,
    secrets: new SequentialSecrets(),
    outbox,
    clock,
    ids: new SequentialIdGenerator('acct-'),
    providerState,
  });
  return { store, hasher, outbox, clock, providerState, useCases };
}
