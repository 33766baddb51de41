import { changedFields, type AuditEntry } from '../../audit/audit-entry';
import { EmailNotVerifiedError } from '../../identity/local-account.errors';
import { parseEmail } from '../../shared/email';
import type { Clock, IdGenerator } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseProfile } from '../profile-input';
import { User, type UserStanding } from '../user.entity';
import { AccountSuspendedError, EmailTakenError } from '../user.errors';
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
 * refused, whichever issuer it came from, and so is a suspended account's. Such a grant is recorded in the audit log, with the
 * system as its actor.
 */
export class SignInUser {
  constructor(
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
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
    try {
      if (this.adminEmails.has(email)) await this.insertAsAdmin(user);
      else await this.users.insert(user);
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
    if (user.isSuspended) throw new AccountSuspendedError();
    if (this.adminEmails.has(user.email) && !user.isAdmin) await this.grantAdmin(user);
    // A provider that sends no picture must not erase the one the user set.
    const photoURL = profile.photoURL || user.photoURL;
    if (profile.displayName !== user.displayName || photoURL !== user.photoURL) {
      user.updateProfile(profile.displayName, photoURL);
      await this.users.saveProfile(user);
    }
    return user;
  }

  private insertAsAdmin(user: User): Promise<void> {
    const before = user.standing;
    user.promoteToAdmin();
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      await users.insert(user);
      await audit.record(grantedAtSignIn(user, before));
    });
  }

  private grantAdmin(user: User): Promise<void> {
    const before = user.standing;
    user.promoteToAdmin();
    return this.unitOfWork.transaction(async ({ users, audit }) => {
      // Promoted meanwhile by someone else: the same outcome, recorded by them.
      if (await users.saveStanding(user, before)) {
        await audit.record(grantedAtSignIn(user, before));
      }
    });
  }
}

function grantedAtSignIn(user: User, before: UserStanding): AuditEntry {
  return {
    kind: 'admin-granted-at-sign-in',
    actorId: null,
    subject: { type: 'user', id: user.id },
    ...changedFields(before, user.standing)!,
  };
}
