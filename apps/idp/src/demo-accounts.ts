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

/** Gives each demo person a bundled-provider account, once; existing accounts stay as they are. */
export async function seedDemoAccounts(
  localAccounts: LocalAccountRepository,
  hasher: PasswordHasher,
  { photoFor = noPhoto, now = new Date() }: SeedOptions = {},
): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const email = demo.email as Email;
    if (await localAccounts.findByEmail(email)) continue;
    const account = LocalAccount.register({
      email,
      displayName: demo.displayName,
      photoURL: photoFor(email) as HttpUrl,
      passwordHash: await hasher.hash(DEMO_PASSWORD),
      createdAt: now,
    });
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
