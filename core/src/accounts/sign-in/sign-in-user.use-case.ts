import { EmailNotVerifiedError } from '../../identity/local-account.errors';
import { parseEmail } from '../../shared/email';
import type { Clock, IdGenerator } from '../../shared/ports';
import { parseProfile } from '../profile-input';
import { User } from '../user.entity';
import { EmailTakenError } from '../user.errors';
import type { UserRepository } from '../user.repository.port';

/** Claims of an identity the provider has just authenticated. */
export interface AuthenticatedIdentity {
  email: string;
  /** The issuer says the person proved they read this address's mail. */
  emailVerified: boolean;
  displayName: string;
  photoURL: string;
}

/**
 * Upserts the user record after a successful sign-in. A new account is a plain 'user';
 * role and application status are never taken from the caller. E-mails listed in
 * `adminEmails` (operator configuration) become admins on their first sign-in. An address
 * the issuer has not verified links to nothing and makes nobody an admin: the sign-in is
 * refused, whichever issuer it came from.
 */
export class SignInUser {
  constructor(
    private readonly users: UserRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly adminEmails: ReadonlySet<string> = new Set(),
  ) {}

  async execute(identity: AuthenticatedIdentity): Promise<User> {
    if (!identity.emailVerified) throw new EmailNotVerifiedError();
    const email = parseEmail(identity.email);
    const profile = parseProfile(
      { displayName: identity.displayName || email.split('@')[0]!, photoURL: identity.photoURL },
      { photoRequired: false },
    );
    const existing = await this.users.findByEmail(email);
    if (existing) return this.refresh(existing, profile);

    const user = User.register({ id: this.ids.next(), email, ...profile, now: this.clock.now() });
    if (this.adminEmails.has(email)) user.promoteToAdmin();
    try {
      await this.users.insert(user);
      return user;
    } catch (error) {
      // Two first sign-ins at once: the other one created the record.
      if (!(error instanceof EmailTakenError)) throw error;
      const winner = await this.users.findByEmail(email);
      if (!winner) throw error;
      return winner;
    }
  }

  private async refresh(user: User, profile: ReturnType<typeof parseProfile>): Promise<User> {
    if (this.adminEmails.has(user.email) && !user.isAdmin) {
      const before = user.standing;
      user.promoteToAdmin();
      // Promoted meanwhile by someone else: the same outcome.
      await this.users.saveStanding(user, before);
    }
    // A provider that sends no picture must not erase the one the user set.
    const photoURL = profile.photoURL || user.photoURL;
    if (profile.displayName !== user.displayName || photoURL !== user.photoURL) {
      user.updateProfile(profile.displayName, photoURL);
      await this.users.saveProfile(user);
    }
    return user;
  }
}
