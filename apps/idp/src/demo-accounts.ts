import {
  EmailTakenError,
  LocalAccount,
  type Email,
  type HttpUrl,
  type LocalAccountRepository,
  type PasswordHasher,
} from '@classroom/core';

/** The password every demo account shares (README). */
export const DEMO_PASSWORD = 'classroom123';

/** The same people as the product's demo user records. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@classroom.test', displayName: 'Ada Admin' },
  { email: 'instructor@classroom.test', displayName: 'Ivan Teacher' },
  { email: 'applicant@classroom.test', displayName: 'Alice Applicant' },
  { email: 'student@classroom.test', displayName: 'Sam Student' },
] as const;

export interface SeedOptions {
  /**
   * The picture the provider tells clients. Empty by default: sign-in then keeps the picture
   * the product's own demo record has.
   */
  photoFor?: (email: string) => string;
  now?: Date;
}

const noPhoto = () => '';

/**
 * Gives each demo person a verified bundled-provider account, once. Existing accounts keep
 * their password; one made before addresses were verified is marked verified.
 */
export async function seedDemoAccounts(
  localAccounts: LocalAccountRepository,
  hasher: PasswordHasher,
  { photoFor = noPhoto, now = new Date() }: SeedOptions = {},
): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const email = demo.email as Email;
    const existing = await localAccounts.findByEmail(email);
    if (existing) {
      if (!existing.emailVerified) {
        existing.verifyEmail(now);
        await localAccounts.update(existing);
      }
      continue;
    }
    const account = LocalAccount.register({
      id: `demo-${email.split('@')[0]}`,
      email,
      displayName: demo.displayName,
      photoURL: photoFor(email) as HttpUrl,
      passwordHash: await hasher.hash(DEMO_PASSWORD),
      createdAt: now,
    });
    account.verifyEmail(now);
    // Seeded, not signed up: their first sign-in says 'Successfully Logged In'.
    account.recordSignIn(now);
    try {
      await localAccounts.insert(account);
      created.push(email);
    } catch (error) {
      // Another replica seeded it first.
      if (!(error instanceof EmailTakenError)) throw error;
    }
  }
  return created;
}
